import { IndustriesPage, type IndustryGroupView } from '../../../templates/pages/industries-page.tsx';
import { IndustryPage, type IndustryPageProps } from '../../../templates/pages/industry-page.tsx';
import { PortfolioPage, type PortfolioEntry, type PortfolioPageProps } from '../../../templates/pages/portfolio-page.tsx';
import { TestimonialsPage } from '../../../templates/pages/testimonials-page.tsx';
import type { SiteData } from '../../data/site-data.ts';
import { faqPage, serviceNode } from '../../seo/structured-data.ts';
import { clientQuote, featuredClient } from '../client-quote.ts';
import { brandTitle, definePage } from '../define-route.ts';
import { industryGroups } from '../navigation.ts';

const definitionFile = 'src/routes/definitions/industries.tsx';

/**
 * Every portfolio project with its industry and the anchor it has on /portfolio/, e.g. `dairy-farms`
 * (`dairy-farms-2` for a second project of that industry), so industry pages can link straight to it.
 */
function portfolioEntries(data: SiteData): PortfolioEntry[] {
  const industries = new Map(data.industryCategories.flatMap((category) => category.industries).map((industry) => [industry.slug, industry]));
  const seen = new Map<string, number>();
  return data.pages.portfolio.projects.map((project) => {
    const industry = industries.get(project.industry);
    if (!industry) throw new Error(`portfolio project "${project.title}" names the unknown industry ${project.industry}`);
    const count = (seen.get(project.industry) ?? 0) + 1;
    seen.set(project.industry, count);
    return { project, industry, anchor: count === 1 ? project.industry : `${project.industry}-${count}` };
  });
}

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
  paths: (data) => [
    {
      props: { groups: industryGroupViews(data) },
      meta: {
        title: brandTitle(data, 'Industries We Serve'),
        description: 'Electricians for farms, factories, warehouses, shops, offices, data centres, healthcare and new-build housing across Hull and East Yorkshire.',
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Industries' }],
      },
    },
  ],
});

export const industryDetail = definePage<IndustryPageProps>({
  id: 'industry',
  definitionFile,
  templateFile: 'templates/pages/industry-page.tsx',
  template: (props) => <IndustryPage {...props} />,
  paths: (data) => {
    const entries = portfolioEntries(data);
    return data.industryCategories.flatMap((category) => category.industries.map((industry) => ({
      params: { industry: industry.slug },
      props: { industry, projects: entries.filter((entry) => entry.industry.slug === industry.slug), testimonial: clientQuote(data, { industries: [industry.slug] }) ?? featuredClient(data) },
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
    const entries = portfolioEntries(data);
    const groups = data.industryCategories
      .map((category) => ({
        slug: category.slug,
        title: category.title,
        description: category.description,
        entries: entries.filter((entry) => category.industries.some((industry) => industry.slug === entry.industry.slug)),
      }))
      .filter((group) => group.entries.length > 0);
    return [
      {
        props: { groups },
        meta: {
          title: brandTitle(data, 'Portfolio: Representative Projects'),
          description: 'Representative commercial, industrial and agricultural electrical projects across Hull and East Yorkshire, grouped by industry, with scope and services.',
          breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Portfolio' }],
        },
      },
    ];
  },
});

export const testimonials = definePage<Record<string, never>>({
  id: 'testimonials',
  definitionFile,
  templateFile: 'templates/pages/testimonials-page.tsx',
  template: () => <TestimonialsPage />,
  paths: (data) => [
    {
      props: {},
      meta: {
        title: brandTitle(data, 'Client Testimonials'),
        description: 'What farms, factories, warehouses, shops, offices and clinics across Hull and East Yorkshire say about our commercial electrical work.',
        breadcrumbs: [{ label: 'Home', to: { id: 'home' } }, { label: 'Testimonials' }],
      },
    },
  ],
  // No Review or AggregateRating: Google ignores self-serving reviews of a LocalBusiness on its own site.
});

export const industryDefinitions = [industriesIndex, industryDetail, portfolio, testimonials];
