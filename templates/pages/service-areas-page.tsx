import type { Location } from '../../src/data/schemas/location.ts';
import { formatDuration, type Travel } from '../../src/data/travel.ts';
import { Illustration } from '../art/illustration.tsx';
import { CallButton, QuoteButton } from '../components/buttons.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** A place with its drive from the depot. */
export interface AreaWithTravel {
  location: Location;
  travel: Travel;
}

export interface ServiceAreasPageProps {
  /** The six main locations (hull, brough, goole, howden, beverley, hessle). */
  main: AreaWithTravel[];
  /** The ten additional areas the brief names, in its order. */
  additional: AreaWithTravel[];
  /** Every other location, alphabetically. */
  others: Location[];
}

/** `/service-areas/`: the six main areas, the ten named additional ones, every other place and the services. */
export function ServiceAreasPage({ main, additional, others }: ServiceAreasPageProps) {
  const { data, links } = useSite();
  const { company } = data;
  const total = main.length + additional.length + others.length;
  return (
    <>
      <PageHero
        title="Service Areas across Hull & East Yorkshire"
        lead={`${data.pages.home.areasIntro} ${total} towns and villages in all, across the HU, YO and DN postcode districts.`}
        aside={<Illustration art={{ family: 'page', name: 'serviceAreas' }} />}
      >
        <QuoteButton />
        <CallButton />
      </PageHero>

      <Section id="main-areas" title="Main service areas" intro={`Our nearest towns, each with a local page and a page of every service we offer there.`}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {main.map(({ location, travel }) => (
            <li key={location.slug} data-area={location.slug}>
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-start justify-between gap-4">
                  <h3 className="text-xl font-semibold text-navy-950">
                    <a href={links.href('area', { location: location.slug })} className="underline decoration-navy-200 hover:decoration-navy-950">
                      {location.name}
                    </a>
                  </h3>
                  <span className="shrink-0 rounded-full bg-navy-950 px-3 py-1 text-sm font-semibold text-white">{location.postcode}</span>
                </div>
                <p className="mt-3 text-slate-700">{location.summary}</p>
                <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
                  <Icon name="truck" className="size-5 shrink-0 text-navy-700" />
                  {formatDuration(travel.minutes)} from {company.depot.name}
                </p>
                <p className="mt-auto pt-5">
                  <a href={links.href('areaServices', { location: location.slug })} className="inline-flex min-h-6 items-center py-1 font-semibold text-navy-700 underline">
                    All electrical services in {location.name}
                  </a>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="additional-areas" title="Additional areas" intro={`${additional.length} more towns and villages around Hull and across the East Riding, each with its own local page. Drive times are from our depot at ${company.depot.name}.`} tone="tint">
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
          {additional.map(({ location, travel }) => (
            <li key={location.slug} data-area={location.slug}>
              <a
                href={links.href('area', { location: location.slug })}
                className="flex h-full min-h-24 flex-col rounded-lg border border-slate-200 bg-white p-4 no-underline shadow-sm hover:border-navy-700"
              >
                <span className="font-semibold text-navy-950">{location.name}</span>
                <span className="text-sm font-medium text-navy-700">{location.postcode}</span>
                <span className="mt-1 text-sm text-slate-600">{formatDuration(travel.minutes)} away</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="more-areas" title="More towns and villages" intro="We also cover these towns and villages.">
        <ul className="grid grid-cols-1 gap-x-8 gap-y-1 min-[400px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
          {others.map((location) => (
            <li key={location.slug}>
              <a href={links.href('area', { location: location.slug })} className="inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
                {location.name}
              </a>{' '}
              <span className="text-sm text-slate-600">{location.postcode}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="services" title="Services in every area" intro={`Each of our ${data.services.length} services is available wherever we work.`} tone="tint">
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.services.map((service) => (
            <li key={service.slug}>
              <a href={links.href('service', { service: service.slug })} className="flex min-h-11 items-center gap-3 py-1 font-medium text-navy-950 underline decoration-navy-200 hover:decoration-navy-950">
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy-950 text-amber-300">
                  <Icon name={service.icon} className="size-5" />
                </span>
                {service.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title="Not sure whether we cover your site?" text={`Call us or send a request. We work across Hull and the East Riding from our base near ${company.address.locality}, with free site surveys and fixed written quotes.`} />
    </>
  );
}
