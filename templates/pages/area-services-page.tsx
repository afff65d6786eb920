import type { Location } from '../../src/data/schemas/location.ts';
import { formatDuration, formatMiles, type Travel } from '../../src/data/travel.ts';
import { AreaFacts, LocalSectors } from '../components/area-facts.tsx';
import { Illustration } from '../art/illustration.tsx';
import { LinkButton } from '../components/buttons.tsx';
import { CheckList } from '../components/cards.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** The number of technical specifications each service shows on a per-area services page (docs/decisions.md#names-and-numbers-the-site-must-keep). */
export const AREA_SERVICES_PAGE_SPECS = 3;

export interface AreaServicesPageProps {
  location: Location;
  travel: Travel;
  title: string;
}

/** `/services-{location}/`: every service for one town, with its first three specifications. */
export function AreaServicesPage({ location, travel, title }: AreaServicesPageProps) {
  const { data, links } = useSite();
  const { company } = data;
  return (
    <>
      <PageHero
        title={title}
        lead={`All ${data.services.length} of our commercial and industrial electrical services, for businesses in ${location.name} and the ${location.postcode} postcode area.`}
        aside={<Illustration art={{ family: 'page', name: 'areaServices' }} />}
        barActions
      />

      <Section id="local" title={`Local electricians for ${location.name}`}>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <div className="space-y-4 text-slate-700 sm:text-lg">
              <p>{location.summary}</p>
              {/* On a phone the facts card above gives the distance, the drive and the call-out; the office hours are in the footer. */}
              <p className="hidden sm:block">
                From our depot at {company.depot.name}, {location.name} is {formatMiles(travel.miles)} away, {formatDuration(travel.minutes)} by van. Our office is open {company.hours.label}, and our {company.hours.emergency} emergency call-out aims to
                reach you within {company.emergencyResponse}.
              </p>
            </div>
            <LocalSectors location={location} />
            <p className="mt-8">
              <a href={links.href('area', { location: location.slug })} className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline">
                Commercial electrician in {location.name}: local work, nearby areas and FAQs
              </a>
            </p>
          </div>
          <div className="order-first lg:order-none">
            <AreaFacts location={location} travel={travel} />
          </div>
        </div>
      </Section>

      <Section
        id="services"
        title={`Our ${data.services.length} services for ${location.name} businesses`}
        intro="The key specifications of each service. Choose a service for the full details, or ask us for a free quote."
        introOnPhone={false}
        tone="tint"
      >
        {/* On a phone one panel, a service a row with its specifications and no more, so that all of them fit a few screens; cards from `sm` up. */}
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200 sm:grid sm:gap-6 sm:divide-y-0 sm:overflow-visible sm:rounded-none sm:bg-transparent sm:ring-0 md:grid-cols-2 lg:grid-cols-3">
          {data.services.map((service) => (
            <li key={service.slug} data-service={service.slug}>
              <article className="flex h-full flex-col px-3 py-2.5 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-sm">
                <span className="icon-badge-dark hidden sm:inline-flex">
                  <Icon name={service.icon} />
                </span>
                <h3 className="text-[0.9375rem] font-semibold text-navy-950 sm:text-lg">
                  <a href={links.href('serviceInLocation', { service: service.slug, location: location.slug })} className="underline decoration-navy-200 hover:decoration-navy-950">
                    {service.name}
                  </a>
                </h3>
                <p className="mt-2 hidden text-sm text-slate-700 sm:block">{service.description}</p>
                <CheckList dense items={service.technicalSpecs.slice(0, AREA_SERVICES_PAGE_SPECS)} className="mt-1 text-xs text-slate-800 sm:mt-5 sm:text-sm" />
                {/* On a phone the title is the service's link and the action bar offers the quote. */}
                <p className="mt-auto hidden flex-wrap gap-x-6 gap-y-2 pt-6 sm:flex">
                  <a href={links.href('serviceInLocation', { service: service.slug, location: location.slug })} className="inline-flex min-h-6 items-center py-1 font-semibold text-navy-700 underline">
                    Details<span className="sr-only"> of {service.name}</span>&nbsp;for {location.name}
                  </a>
                  <a href={links.quoteForm({ service: service.slug, town: location.slug })} className="inline-flex min-h-6 items-center py-1 font-semibold text-navy-700 underline">
                    Request a quote<span className="sr-only"> for {service.name}</span>
                  </a>
                </p>
              </article>
            </li>
          ))}
          <li className="flex flex-col justify-center gap-3 bg-navy-950 p-4 text-white sm:gap-4 sm:rounded-xl sm:p-6 lg:col-span-2">
            <p className="text-lg font-semibold sm:text-xl">Not sure which service you need?</p>
            <p className="text-sm text-navy-100 sm:text-base">
              Book a free site survey: one of our electricians visits your premises in {location.name}, looks at the installation and gives you a fixed written quote.
            </p>
            <div>
              {/* Outlined: the band below offers the page's solid quote. */}
              <LinkButton to={{ id: 'freeSiteSurvey' }} variant="ghost-dark">
                Book Free Survey
              </LinkButton>
            </div>
          </li>
        </ul>
      </Section>
      <CtaBand
        title={`Need an electrician in ${location.name}?`}
        text={`Free site surveys and fixed written quotes for businesses in ${location.name}. Call us or send a request and we will get back to you.`}
      />
    </>
  );
}
