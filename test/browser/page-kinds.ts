/** One page of each kind the site has, by name (used in screenshot names and failure messages). */
export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  services: '/services/',
  service: '/services/emergency-exit-lighting/',
  'service-in-location': '/services/emergency-exit-lighting/goole/',
  area: '/commercial-electrician-hull/',
  'area-services': '/services-beverley/',
  'service-areas': '/service-areas/',
  industries: '/industries/',
  industry: '/industries/cold-storage-freezer-facilities/',
  about: '/about/',
  contact: '/contact/',
  'free-site-survey': '/free-site-survey/',
  portfolio: '/portfolio/',
  'case-study': '/portfolio/dairy-parlour-rewire/',
  testimonials: '/testimonials/',
  sitemap: '/sitemap/',
  'privacy-policy': '/privacy-policy/',
  'terms-conditions': '/terms-conditions/',
  'not-found': '/no-such-page/',
  'service-not-found': '/services/teleportation/atlantis/',
};

/** The screens every page kind is checked and photographed at (issue 12): a small and a common phone, a tablet, laptops, a desktop. */
export const SCREENS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
export const WIDTHS = SCREENS.map((screen) => screen.width);

/** The page kinds search traffic lands on. */
export const LANDING = ['service', 'area', 'industry', 'service-in-location'] as const;
