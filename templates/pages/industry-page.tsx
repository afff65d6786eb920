import { headlineName } from '../../src/data/headline-name.ts';
import type { Industry } from '../../src/data/schemas/industry.ts';
import type { CaseStudy } from '../../src/routes/case-studies.ts';
import { SubjectImage } from '../components/subject-image.tsx';
import { CheckList } from '../components/cards.tsx';
import { PhoneLink } from '../components/contact-links.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { HowWeWork } from '../components/how-we-work.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import type { Testimonial } from '../../src/data/schemas/testimonial.ts';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export interface IndustryPageProps {
  industry: Industry;
  /** The portfolio's projects in this industry, shown as "Typical projects", each linked to its case study; may be empty. */
  projects: CaseStudy[];
  /** A client in this industry where the data has one (src/routes/client-quote.ts). */
  testimonial: Testimonial;
}

export function IndustryPage({ industry, projects, testimonial }: IndustryPageProps) {
  const { data, links } = useSite();
  const { company } = data;
  const sector = industry.name.toLowerCase();
  const headline = (slug: string) => {
    const service = data.headlineServices.find((s) => s.slug === slug);
    if (!service) throw new Error(`industry ${industry.slug} links to the unknown headline service ${slug}`);
    return service;
  };
  return (
    <>
      <PageHero title={industry.pageTitle} proof={<TrustStrip />} lead={industry.description} aside={<SubjectImage image={industry.image} art={{ family: 'industry', name: industry.art }} />} barActions />

      <section aria-labelledby="overview-title" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.6fr_1fr] lg:px-8">
          <div>
            <h2 id="overview-title" className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
              Electrical work for {sector}
            </h2>
            <div className="mt-6 space-y-5 text-lg text-slate-700">
              {industry.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="contact-card-title" className="self-start rounded-xl bg-navy-950 p-6 text-white">
            <h2 id="contact-card-title" className="text-xl font-bold">
              Talk to an electrician
            </h2>
            <ul className="mt-5 space-y-4">
              <li className="flex gap-3">
                <Icon name="clipboard-check" className="size-6 shrink-0 text-amber-300" />
                <div>
                  <p className="font-semibold">
                    <a href={links.href('freeSiteSurvey')} className="text-white underline decoration-white/40 underline-offset-4 hover:decoration-white">
                      Free site survey and quote
                    </a>
                  </p>
                  <p className="text-navy-100">We visit, look at your installation and give you a fixed written price.</p>
                </div>
              </li>
              <li className="flex gap-3">
                <Icon name="siren" className="size-6 shrink-0 text-amber-300" />
                <div>
                  <p className="font-semibold">{company.hours.emergency} emergency call-out</p>
                  <p className="text-navy-100">Typical emergency response {company.emergencyResponse}.</p>
                </div>
              </li>
              <li className="flex gap-3">
                <Icon name="clock" className="size-6 shrink-0 text-amber-300" />
                <div>
                  <p className="font-semibold">Office hours</p>
                  <p className="text-navy-100">{company.hours.label}</p>
                </div>
              </li>
            </ul>
            <PhoneLink label="Call" className="mt-6 flex min-h-11 items-center gap-2 text-lg font-semibold text-amber-300 hover:underline" />
          </aside>
        </div>
      </section>

      <Section id="services" title={`Our services for ${sector}`} tone="tint">
        <ul className="grid gap-6 md:grid-cols-2">
          {industry.serviceSections.map((section) => {
            const service = headline(section.service);
            return (
              <li key={section.title}>
                <article className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <div className="flex items-center gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-950 text-amber-300">
                      <Icon name={service.icon} />
                    </span>
                    <h3 className="text-xl font-semibold text-navy-950">{section.title}</h3>
                  </div>
                  <CheckList items={section.benefits} className="mt-5 flex-1 text-slate-800" />
                  <p className="mt-6 border-t border-slate-200 pt-4">
                    <a href={links.href('headlineAlias', { alias: section.service })} className="inline-flex min-h-6 items-center gap-2 py-1 font-semibold text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
                      {headlineName(service, data)}
                      <span aria-hidden="true">→</span>
                    </a>
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      {projects.length > 0 && (
        <Section
          id="projects"
          title="Typical projects"
          intro={projects.length === 1 ? 'A representative example of the work we carry out in this sector.' : 'Representative examples of the work we carry out in this sector.'}
        >
          <ul className="space-y-6">
            {projects.map(({ project, location }) => (
              <li key={project.slug} className="grid gap-6 rounded-xl border border-slate-200 p-6 lg:grid-cols-[1.2fr_1fr] lg:gap-10 lg:p-8">
                <div>
                  <h3 className="text-xl font-semibold text-navy-950">
                    <a href={links.href('caseStudy', { project: project.slug })} className="underline decoration-navy-200 underline-offset-4 hover:decoration-navy-700">
                      {project.title}
                    </a>
                  </h3>
                  <p className="mt-1 text-sm text-slate-600">{location.name}</p>
                  <p className="mt-3 text-slate-700">{project.scope}</p>
                </div>
                <CheckList items={project.highlights} className="text-slate-800" />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <HowWeWork tone={projects.length > 0 ? 'tint' : 'white'}>
        <TestimonialCard testimonial={testimonial} />
      </HowWeWork>

      <Section id="faq" title="Frequently asked questions" tone={projects.length > 0 ? 'white' : 'tint'}>
        <FaqList faqs={industry.faqs} />
      </Section>
      <CtaBand title={`Planning electrical work for ${sector}?`} />
    </>
  );
}
