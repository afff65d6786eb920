import type { Location } from '../../src/data/schemas/location.ts';
import type { Service } from '../../src/data/schemas/service.ts';
import type { Testimonial } from '../../src/data/schemas/testimonial.ts';
import type { NearbyProject, SectorRelevance } from '../../src/routes/local-substance.ts';
import { formatDuration, formatMiles, type Travel } from '../../src/data/travel.ts';
import { formatMonth } from '../components/month.ts';
import { CheckList, PointItem } from '../components/cards.tsx';
import { PhoneLink } from '../components/contact-links.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { SubjectImage } from '../components/subject-image.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { HowWeWork } from '../components/how-we-work.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export interface ServiceLocationProps {
  service: Service;
  location: Location;
  travel: Travel;
  nearby: Location[];
  title: string;
  /** The town's sectors this service matters to, with why (chosen in src/routes/service-location-pages.ts). */
  relevance: SectorRelevance[];
  /** The town's paragraph for the service's category. */
  note: string | undefined;
  /** The service's nearest projects. */
  projects: NearbyProject[];
  /** A named client of the town or of the service, shown beside the fixed quote; none where neither has one. */
  client: Testimonial | undefined;
}

/**
 * A service in a town: what the service does, why it matters to this town's kinds of premises, the nearest
 * projects and the travel and response facts. The town's long copy lives on its area page, linked from here.
 */
export function ServiceLocationPage(props: ServiceLocationProps) {
  const { service, location, travel, nearby, title, relevance, note, projects, client } = props;
  const { data, links } = useSite();
  const { company } = data;
  const copy = data.pages.serviceLocation;
  return (
    <>
      <PageHero
        title={title}
        proof={<TrustStrip />}
        // The brief's "over 15 years" of local service on location pages (docs/decisions.md#experience-claims) sits
        // between the town's own facts, so that these pages share a few words more rather than a sentence more.
        lead={`${service.description} Serving businesses in ${location.name} (${location.postcode}) for ${company.experience.locations}, ${formatDuration(travel.minutes)} from our ${company.depot.name} base.`}
        aside={
          // The town's photograph leads where there is one: the page is about the service here, and the service's own
          // photo is on its page; without one, the town's drawing with the service's icon on it.
          <SubjectImage image={location.image} art={{ family: 'town', name: location.art }} badge={<Icon name={service.icon} className="size-20" />} />
        }
        barActions
      />

      <section aria-labelledby="at-a-glance" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8">
          <div>
            <h2 id="at-a-glance" className="text-2xl font-bold text-navy-950 sm:text-3xl">
              {service.name} for {location.name} businesses
            </h2>
            <CheckList items={copy.features} className="mt-6 text-lg text-slate-800" />
          </div>
          <aside aria-labelledby="contact-card-title" className="rounded-xl bg-navy-950 p-6 text-white">
            <h2 id="contact-card-title" className="text-xl font-bold">
              Electricians for {location.name}
            </h2>
            <dl className="mt-5 space-y-4">
              <div>
                <dt className="flex gap-3 font-semibold">
                  <Icon name="siren" className="size-6 shrink-0 text-amber-300" />
                  {company.hours.emergency} emergency call-out
                </dt>
                <dd className="pl-9 text-navy-100">Typical emergency response {company.emergencyResponse}.</dd>
              </div>
              <div>
                <dt className="flex gap-3 font-semibold">
                  <Icon name="map-pin" className="size-6 shrink-0 text-amber-300" />
                  Local service in {location.postcode}
                </dt>
                <dd className="pl-9 text-navy-100">
                  {`${formatMiles(travel.miles)} from ${company.depot.name}, ${formatDuration(travel.minutes)} by van.`}
                </dd>
              </div>
              <div>
                <dt className="flex gap-3 font-semibold">
                  <Icon name="clock" className="size-6 shrink-0 text-amber-300" />
                  Office hours
                </dt>
                <dd className="pl-9 text-navy-100">{company.hours.label}</dd>
              </div>
            </dl>
            <PhoneLink className="mt-6 flex min-h-11 items-center gap-2 text-lg font-semibold text-amber-300 hover:underline" />
          </aside>
        </div>
      </section>

      <Section id="local" title={`Why it matters in ${location.name}`} tone="tint">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <div className="max-w-prose space-y-8 text-lg text-slate-700">
            {note && <p>{note}</p>}
            {relevance.map(({ sector, copy: why }) => (
              <div key={sector.slug}>
                <h3 className="text-xl font-bold text-navy-950">For {sector.name} premises</h3>
                <p className="mt-2">{why}</p>
              </div>
            ))}
            <p>
              <a href={links.href('area', { location: location.slug })} className="font-semibold text-navy-700 underline">
                More about our work in {location.name}
              </a>
            </p>
          </div>
          <div className="space-y-8">
            {projects.length > 0 && <NearestProjects projects={projects} />}
            <div>
              <h3 className="font-semibold text-navy-950">{service.name} nearby</h3>
              <ul className="mt-3 space-y-2">
                {nearby.map((place) => (
                  <li key={place.slug}>
                    <a href={links.href('serviceInLocation', { service: service.slug, location: place.slug })} className="inline-block py-1 text-navy-700 underline">
                      {service.name} in {place.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Section>

      <Section id="specs" title="Technical specifications">
        <CheckList items={service.technicalSpecs} className="grid gap-4 text-slate-800 md:grid-cols-2" />
      </Section>

      <Section id="why" title={`Why choose us in ${location.name}`} tone="tint">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {copy.whyChoose.map((point) => (
            <PointItem key={point.title} title={point.title} text={point.text} icon={point.icon} />
          ))}
        </ul>
      </Section>

      <HowWeWork tone="white">
        <div className="space-y-6 self-start">
          <figure className="rounded-xl bg-navy-50 p-6">
            <blockquote className="text-lg text-navy-950 italic">
              <p>“{copy.testimonial.quote}”</p>
            </blockquote>
            <figcaption className="mt-3 text-sm text-slate-700">A commercial client</figcaption>
          </figure>
          {client && <TestimonialCard testimonial={client} />}
        </div>
      </HowWeWork>
      {/* The town's own questions. The service's, the same on every town's page, would take most of these pages out
          of the index (docs/decisions.md#which-local-pages-are-indexed): they are a link away. */}
      <Section id="faq" title={`Questions from ${location.name} businesses`} tone="tint">
        <FaqList faqs={location.faqs} />
        <p className="mt-6">
          <a href={links.href('service', { service: service.slug }, 'faq')} className="font-semibold text-navy-700 underline">
            {`More questions about ${service.name}, answered`}
          </a>
        </p>
      </Section>
      <CtaBand title={`Need ${service.name} in ${location.name}?`} text="Free site survey and a fixed written quote." />
    </>
  );
}

/** The service's projects nearest the town: what was done, where, when and how far away. */
function NearestProjects({ projects }: { projects: NearbyProject[] }) {
  const { links } = useSite();
  return (
    <div className="rounded-xl bg-white p-6 ring-1 ring-slate-200">
      <h3 className="font-semibold text-navy-950">Our nearest projects</h3>
      <ul className="mt-4 space-y-4">
        {projects.map((entry) => (
          <li key={entry.project.title}>
            <a href={links.href('caseStudy', { project: entry.project.slug })} className="font-semibold text-navy-700 underline">
              {entry.project.title}
            </a>
            <p className="text-sm text-slate-700">{`${entry.location.name}, completed ${formatMonth(entry.project.completed)}, ${entry.miles < 1 ? 'in the town' : `${formatMiles(entry.miles)} away`}`}</p>
            <p className="mt-1 text-sm text-slate-700">{entry.project.scope}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
