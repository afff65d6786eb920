import type { Service } from '../../src/data/schemas/service.ts';
import type { ServiceCategory } from '../../src/data/schemas/service-category.ts';
import type { Testimonial } from '../../src/data/schemas/testimonial.ts';
import type { CaseStudy } from '../../src/routes/case-studies.ts';
import type { Faq } from '../../src/seo/structured-data.ts';
import { Icon } from '../components/icon.tsx';
import { SubjectImage } from '../components/subject-image.tsx';
import { CheckList } from '../components/cards.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { HowWeWork } from '../components/how-we-work.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { RelatedProjects } from '../components/related-projects.tsx';
import { Section } from '../components/section.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** A service page's props: the service, the category whose drawing it shows, a client's words and the questions buyers ask. */
export interface ServicePageProps {
  service: Service;
  category: ServiceCategory;
  /** A client of this service where the data has one (src/routes/client-quote.ts). */
  testimonial: Testimonial;
  faqs: Faq[];
  /** The latest case studies that drew on this service; may be empty. */
  projects: CaseStudy[];
}

/**
 * A service page leads with two lines of outcome for the client, then short parts under subheads; the
 * standards and specifications stand apart as the technical details.
 */
export function ServicePage({ service, category, testimonial, faqs, projects }: ServicePageProps) {
  const { data, links } = useSite();
  return (
    <>
      <PageHero
        title={service.name}
        proof={<TrustStrip />}
        lead={service.outcome}
        aside={<SubjectImage image={service.image} art={{ family: 'service', name: category.art }} badge={<Icon name={service.icon} className="size-20" />} />}
        barActions
      />

      <Section id="overview" title={`About ${service.name}`}>
        <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr]">
          <div className="max-w-prose space-y-10">
            {service.sections.map((section, index) => (
              <section key={section.heading} aria-labelledby={`part-${index + 1}`}>
                <h3 id={`part-${index + 1}`} className="text-xl font-bold text-navy-950">
                  {section.heading}
                </h3>
                <div className="mt-3 space-y-4 text-lg text-slate-700">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ))}
          </div>
          <aside aria-labelledby="features-title" className="self-start rounded-xl bg-navy-50 p-6 lg:sticky lg:top-24">
            <p className="text-sm font-semibold tracking-wider text-navy-700 uppercase">Technical details</p>
            <h3 id="features-title" className="mt-1 text-xl font-bold text-navy-950">
              Service Features
            </h3>
            <CheckList items={service.technicalSpecs} className="mt-5 text-slate-800" />
            <p className="mt-6 border-t border-navy-200 pt-4 text-sm text-slate-700">
              See all our{' '}
              <a href={links.hrefTo({ id: 'services', hash: category.slug })} className="font-semibold text-navy-700 underline">
                {category.title.toLowerCase()}
              </a>{' '}
              services.
            </p>
          </aside>
        </div>
      </Section>

      {/* The proof and the answers a buyer lands here for: how the work goes, a client's words, the usual questions. */}
      <HowWeWork tone="tint">
        <TestimonialCard testimonial={testimonial} />
      </HowWeWork>

      <Section id="areas" title={`${service.name} across East Yorkshire`} intro={`Choose your town for local details: postcode, travel time from our base and nearby areas.`}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {data.locations.map((location) => (
            <li key={location.slug}>
              <a
                href={links.href('serviceInLocation', { service: service.slug, location: location.slug })}
                className="flex h-full min-h-16 flex-col justify-center rounded-lg border border-slate-200 bg-white px-3 py-2 no-underline hover:border-navy-700"
              >
                <span className="font-semibold text-navy-950">{location.name}</span>
                <span className="text-sm text-slate-600">{location.postcode}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      {projects.length > 0 && (
        <Section id="projects" title="Recent projects" tone="tint">
          <RelatedProjects studies={projects} />
          <p className="mt-6">
            <a href={links.href('portfolio')} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-4">
              See all our projects
            </a>
          </p>
        </Section>
      )}
      <Section id="faq" title={`Questions about ${service.name}`} tone={projects.length > 0 ? 'white' : 'tint'}>
        <FaqList faqs={faqs} />
      </Section>
      <CtaBand title={`Need ${service.name}?`} />
    </>
  );
}
