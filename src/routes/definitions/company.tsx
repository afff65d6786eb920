import { placeholderPage } from './placeholder.tsx';

export const companyDefinitions = [
  placeholderPage('about', 'About'),
  placeholderPage('contact', 'Contact'),
  placeholderPage('freeSiteSurvey', 'Free site survey'),
  placeholderPage('sitemap', 'Sitemap'),
  placeholderPage('privacyPolicy', 'Privacy'),
  placeholderPage('termsConditions', 'Terms'),
];
