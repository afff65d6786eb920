import type { Location } from '../../src/data/schemas/location.ts';
import type { Service } from '../../src/data/schemas/service.ts';
import type { Testimonial } from '../../src/data/schemas/testimonial.ts';
import type { Travel } from '../../src/data/travel.ts';
import type { CaseStudy } from '../../src/routes/case-studies.ts';
import type { Faq } from '../../src/seo/structured-data.ts';
import { AreaFacts, LocalSectors, type NearbyPlace } from '../components/area-facts.tsx';
import { CheckList } from '../components/cards.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { Icon } from '../components/icon.tsx';
import { formatMonth } from '../components/month.ts';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { StepTitles } from '../components/step-list.tsx';
import { SubjectImage } from '../components/subject-image.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** The number of technical specifications each service shows on an area page (docs/decisions.md#names-and-numbers-the-site-must-keep). */
export const AREA_PAGE_SPECS = 2;
/** How many services an area page shows first, as cards: the rest are behind a disclosure, so the page stays short on a phone. */
export const AREA_PAGE_FIRST_SERVICES = 6;

export interface AreaPageProps {
  location: Location;
  travel: Travel;
  /** The nearby places with their straight-line distance from this one, in miles. */
  nearby: NearbyPlace[];
  /** The FAQ shown, and emitted as FAQPage: the place's own, the shared ones and the computed travel one. */
  faqs: Faq[];
  title: string;
  /** Every service, the ones the town's trades need most first (src/routes/definitions/areas.tsx). */
  services: Service[];
  /** A client in one of the town's trades where the data has one (src/routes/client-quote.ts). */
  testimonial: Testimonial;
  /** The latest case studies carried out in the town; may be empty. */
  projects: CaseStudy[];
}

/** `/{location}-commercial-electrician/`: what the company does in one town, and what is true only there. */
export function AreaPage({ location, travel, nearby, faqs, title, services, testimonial, projects }: AreaPageProps) {
  const first = services.slice(0, AREA_PAGE_FIRST_SERVICES);
  const rest = services.slice(AREA_PAGE_FIRST_SERVICES);
  const { data, links } = useSite();
  const { company } = data;
  const experience = (
    <>
      We have looked after commercial, industrial and agricultural premises in and around {location.name} for {company.experience.locations}. Every job is designed,
      installed, tested and certified to BS 7671, and the survey and quote are free.
    </>
  );
  return (
    <>
      <PageHero title={title} proof={<TrustStrip />} lead={location.summary} aside={<SubjectImage image={location.image} art={{ family: 'town', name: location.art }} />} barActions />

      <Section id="local" title={`Electricians for ${location.name} businesses`}>
        <div className="grid gap-8 sm:gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div>
            {/* The company's experience in the town: beside the steps from `sm` up; on a phone, the first paragraph of the account behind the disclosure. */}
            <p className="hidden text-lg text-slate-700 sm:block">{experience}</p>
            <div className="sm:mt-6">
              <StepTitles steps={data.pages.howWeWork.steps} label="How we work" />
            </div>
            {/* The town's own account, one tap away so that the page stays short on a phone; it is in the page either way. */}
            <details className="group mt-4">
              <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-navy-700 underline underline-offset-4 marker:hidden">
                More about our work in {location.name}
              </summary>
              <div className="mt-2 space-y-4 text-lg text-slate-700">
                <p className="sm:hidden">{experience}</p>
                {location.localCopy.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {/* On a phone the trades are part of the account behind the disclosure; from `sm` up they show beside it. */}
                <div className="sm:hidden">
                  <LocalSectors location={location} />
                </div>
                {projects.length > 0 && (
                  <div className="sm:hidden">
                    <TownProjects location={location} projects={projects} />
                  </div>
                )}
              </div>
            </details>
            {/* From `sm` up the town's case studies show here; on a phone they are part of the account above, so the page stays short. */}
            {projects.length > 0 && (
              <div id="town-projects" className="mt-4 hidden sm:block">
                <TownProjects location={location} projects={projects} />
              </div>
            )}
            {/* Outside the disclosure: the proof of the work is never a tap away. */}
            <p>
              <a href={links.href('portfolio')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline underline-offset-4">
                See the kinds of projects we deliver
              </a>
            </p>
            <div className="hidden sm:block">
              <LocalSectors location={location} />
            </div>
            {/* A block of its own: the card fills its parent's height where it sits in a row of cards. */}
            <div className="mt-6 sm:mt-8 lg:mt-10">
              <TestimonialCard testimonial={testimonial} />
            </div>
          </div>
          <div className="order-first lg:order-none">
            <AreaFacts location={location} travel={travel} nearby={nearby} />
          </div>
        </div>
      </Section>

      <Section
        id="services"
        title={`Our services in ${location.name}`}
        intro={`Most asked for in ${location.name}; all ${data.services.length} services are available.`}
        introOnPhone={false}
        tone="tint"
      >
        <ServiceList services={first} location={location} />
        {rest.length > 0 && (
          <details className="group mt-3 sm:mt-6">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl bg-white px-5 py-3 font-semibold text-navy-950 ring-1 ring-slate-200 marker:hidden">
              The other {rest.length} services
              <span aria-hidden="true" className="text-xl leading-none text-navy-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-3">
              <ServiceList services={rest} location={location} />
            </div>
          </details>
        )}
        <p className="mt-2 sm:mt-4">
          <a href={links.href('areaServices', { location: location.slug })} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-4">
            Compare every service in {location.name}
          </a>
        </p>
      </Section>

      <Section id="faq" title={`Questions from ${location.name}`} tone="tint">
        <FaqList faqs={faqs} dense />
      </Section>
      <CtaBand
        title={`Need a commercial electrician in ${location.name}?`}
        text={`Free site surveys and fixed written quotes for businesses in ${location.name} and across ${location.postcode}.`}
      />
    </>
  );
}

/** Services with their first specifications: on a phone one panel, a service a row, so that the specifications fit the page; cards from `sm` up. */
function ServiceList({ services, location }: { services: Service[]; location: Location }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 sm:grid sm:gap-6 sm:divide-y-0 sm:bg-transparent sm:ring-0 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <ServiceItem key={service.slug} service={service} location={location} />
      ))}
    </ul>
  );
}

/** A service whose title is a link to its page in the town, with its first specifications. */
function ServiceItem({ service, location }: { service: Service; location: Location }) {
  const { links } = useSite();
  return (
    <li data-service={service.slug} className="group relative flex gap-4 px-3 py-2.5 sm:rounded-xl sm:bg-white sm:p-6 sm:ring-1 sm:ring-slate-200 sm:hover:ring-navy-700">
      <span className="icon-badge-dark hidden shrink-0 sm:inline-flex">
        <Icon name={service.icon} />
      </span>
      <div>
        <h3 className="text-[0.9375rem] font-semibold sm:text-base">
          <a
            href={links.href('serviceInLocation', { service: service.slug, location: location.slug })}
            className="stretched-link text-navy-700 underline decoration-navy-200 underline-offset-4 group-hover:decoration-navy-700"
          >
            {service.name}
          </a>
        </h3>
        <CheckList dense items={service.technicalSpecs.slice(0, AREA_PAGE_SPECS)} className="mt-1 text-xs sm:mt-2 sm:text-sm" />
      </div>
    </li>
  );
}

/** The town's latest case studies, each linked to its page: "Our work in Hull". */
function TownProjects({ location, projects }: { location: Location; projects: CaseStudy[] }) {
  const { links } = useSite();
  return (
    <>
      <h3 className="text-base font-semibold text-navy-950">Our work in {location.name}</h3>
      <ul className="mt-1">
        {projects.map(({ project }) => (
          <li key={project.slug} className="py-1 text-base">
            <a href={links.href('caseStudy', { project: project.slug })} className="text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
              {project.title}
            </a>
            <span className="text-sm text-slate-600">, completed {formatMonth(project.completed)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
