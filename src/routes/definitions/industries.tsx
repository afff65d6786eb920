import { IndustriesPage, type IndustryGroupView } from '../../../templates/pages/industries-page.tsx';
import { IndustryPage, type IndustryPageProps } from '../../../templates/pages/industry-page.tsx';
import { CaseStudyPage, type CaseStudyPageProps } from '../../../templates/pages/case-study-page.tsx';
import { PortfolioPage, type PortfolioPageProps } from '../../../templates/pages/portfolio-page.tsx';
import { TestimonialsPage } from '../../../templates/pages/testimonials-page.tsx';
import type { SiteData } from '../../data/site-data.ts';
import { caseStudyNode, faqPage, serviceNode } from '../../seo/structured-data.ts';
import { caseStudies } from '../case-studies.ts';
import { clientQuote, featuredClient } from '../client-quote.ts';
import { brandTitle, definePage } from '../define-route.ts';
import { industryGroups } from '../navigation.ts';

const definitionFile = 'src/routes/definitions/industries.tsx';

/** The eight groups of the ruling, with the category's description where the group is a whole category. */
function industryGroupViews(data: SiteData): IndustryGroupView[] {
  return industryGroups(data).map((group) => {
    const category = data.industryCategories.find((c) => c.slug === group.slug);
    return { slug: group.slug, title: group.title, industries: group.industries, ...(category ? { description: category.description } : {}) };
  });
}

export const industriesIndex = definePage<{ groups: IndustryGroupView[] }>({
  id: 'industries',
  definitionFile,
  templateFile: 'templates/pages/industries-page.tsx',
  template: (props) => <IndustriesPage {...props} />,
  paths: (data) => ({
    props: { groups: industryGroupViews(data) },
    meta: {
      title: brandTitle(data, 'Industries We Serve'),
      description: 'Electricians for farms, factories, warehouses, shops, offices, data centres, healthcare and new-build housing across Hull and East Yorkshire.',
      breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Industries' }],
    },
  }),
});

export const industryDetail = definePage<IndustryPageProps>({
  id: 'industry',
  definitionFile,
  templateFile: 'templates/pages/industry-page.tsx',
  template: (props) => <IndustryPage {...props} />,
  paths: (data) => {
    const studies = caseStudies(data);
    return data.industryCategories.flatMap((category) => category.industries.map((industry) => ({
      params: { industry: industry.slug },
      props: { industry, projects: studies.filter((study) => study.industry.slug === industry.slug), testimonial: clientQuote(data, { industries: [industry.slug] }) ?? featuredClient(data) },
      meta: {
        title: brandTitle(data, industry.pageTitle),
        description: industry.pageDescription,
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Industries', to: { id: 'industries' } }, { label: industry.name }],
      },
    })));
  },
  structuredData: ({ industry }, links, data) => [
    serviceNode(data.company, links, {
      pathname: links.href('industry', { industry: industry.slug }),
      name: industry.pageTitle,
      description: industry.pageDescription,
      audience: industry.name,
    }),
    faqPage(industry.faqs),
  ],
});

export const portfolio = definePage<PortfolioPageProps>({
  id: 'portfolio',
  definitionFile,
  templateFile: 'templates/pages/portfolio-page.tsx',
  template: (props) => <PortfolioPage {...props} />,
  paths: (data) => {
    const studies = caseStudies(data);
    const groups = data.industryCategories
      .map((category) => ({
        slug: category.slug,
        title: category.title,
        description: category.description,
        entries: studies.filter((study) => category.industries.some((industry) => industry.slug === study.industry.slug)),
      }))
      .filter((group) => group.entries.length > 0);
    // Stand-ins are described as what they are until every one has been replaced by a real case study.
    const representative = data.pages.portfolio.projects.some((project) => project.sample);
    return {
      props: { groups, representative },
      meta: {
        title: brandTitle(data, representative ? 'Portfolio: Representative Projects' : 'Portfolio: Case Studies'),
        description: representative
          ? 'Representative commercial, industrial and agricultural electrical projects across Hull and East Yorkshire, grouped by industry, with scope and services.'
          : 'Case studies of commercial, industrial and agricultural electrical projects across Hull and East Yorkshire, grouped by industry, with figures and services.',
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Portfolio' }],
      },
    };
  },
});

/** The first sentence of a text, e.g. of a project's summary. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** `/portfolio/{slug}/`: one page for each project of data/pages/portfolio.json. */
export const caseStudy = definePage<CaseStudyPageProps>({
  id: 'caseStudy',
  definitionFile,
  templateFile: 'templates/pages/case-study-page.tsx',
  template: (props) => <CaseStudyPage {...props} />,
  paths: (data) =>
    caseStudies(data).map((study) => ({
      params: { project: study.project.slug },
      props: { study },
      meta: {
        title: brandTitle(data, `${study.project.title} in ${study.location.name}`),
        // The summary's first sentence: search results show about 160 characters (docs/content.md#case-studies).
        description: firstSentence(study.project.scope),
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Portfolio', to: { id: 'portfolio' } }, { label: study.project.title }],
      },
    })),
  structuredData: ({ study }, links) => [caseStudyNode(links, study)],
});

export const testimonials = definePage<Record<string, never>>({
  id: 'testimonials',
  definitionFile,
  templateFile: 'templates/pages/testimonials-page.tsx',
  template: () => <TestimonialsPage />,
  paths: (data) => ({
    props: {},
    meta: {
      title: brandTitle(data, 'Client Testimonials'),
      description: 'What farms, factories, warehouses, shops, offices and clinics across Hull and East Yorkshire say about our commercial electrical work.',
      breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Testimonials' }],
    },
  }),
  // No Review or AggregateRating: Google ignores self-serving reviews of a LocalBusiness on its own site.
});

export const industryDefinitions = [industriesIndex, industryDetail, portfolio, caseStudy, testimonials];
