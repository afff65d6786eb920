import type { ReactNode } from 'react';
import type { Location } from '../../src/data/schemas/location.ts';
import { formatDuration, formatMiles, type Travel } from '../../src/data/travel.ts';
import type { IconName } from '../../src/data/schemas/common.ts';
import { useSite } from '../site-context.ts';
import { PhoneLink } from './contact-links.tsx';
import { Icon } from './icon.tsx';

/** A town near the one a page is about, with the straight-line distance between them in miles. */
export interface NearbyPlace {
  location: Location;
  miles: number;
}

/**
 * The facts true only of one place: its postcode district, landmark, distance and drive from the depot, on the
 * area page the nearby towns (`#nearby`), with the emergency response and office hours. Used on the area and
 * per-area services pages.
 */
export function AreaFacts({ location, travel, nearby }: { location: Location; travel: Travel; nearby?: NearbyPlace[] }) {
  const { company } = useSite().data;
  const facts: { key: string; icon: IconName; term: string; detail: ReactNode }[] = [
    { key: 'postcode', icon: 'map-pin', term: 'Postcode district', detail: location.postcode },
    {
      key: 'travel',
      icon: 'truck',
      term: `From our ${company.depot.name} depot`,
      detail: `${formatMiles(travel.miles)} away, ${formatDuration(travel.minutes)} by van`,
    },
    { key: 'landmark', icon: 'landmark', term: 'Local landmark', detail: location.landmark },
    ...(nearby ? [{ key: 'nearby', icon: 'map' as const, term: 'Nearby towns', detail: <NearbyLinks places={nearby} /> }] : []),
    { key: 'emergency', icon: 'siren', term: `${company.hours.emergency} emergency call-out`, detail: `Typical response ${company.emergencyResponse}` },
    { key: 'hours', icon: 'clock', term: 'Office hours', detail: company.hours.label },
  ];
  return (
    <aside aria-labelledby="area-facts-title" className="rounded-xl bg-navy-950 p-4 text-white sm:p-6">
      <h3 id="area-facts-title" className="text-lg font-bold sm:text-xl">
        {location.name} at a glance
      </h3>
      <dl className="mt-3 space-y-2.5 sm:mt-5 sm:space-y-4">
        {facts.map((fact) => (
          // Office hours are in every page's footer: on a phone the card keeps to what is true of the place.
          <div key={fact.key} data-fact={fact.key} className={fact.key === 'hours' ? 'hidden sm:block' : undefined}>
            <dt className="flex gap-3 font-semibold">
              <Icon name={fact.icon} className="size-6 shrink-0 text-amber-300" />
              {fact.term}
            </dt>
            <dd className="pl-9 text-navy-100">{fact.detail}</dd>
          </div>
        ))}
      </dl>
      {/* Below `sm` the phone's action bar already offers the call. */}
      <PhoneLink label="Call" className="mt-6 hidden min-h-11 items-center gap-2 text-lg font-semibold text-amber-300 hover:underline sm:flex" />
    </aside>
  );
}

/** The nearby towns as links in one run of text, each with its distance, then the index of every area. */
function NearbyLinks({ places }: { places: NearbyPlace[] }) {
  const { links } = useSite();
  return (
    <ul id="nearby">
      {places.map((place) => (
        <li key={place.location.slug} className="mr-3 inline-block">
          <a href={links.href('area', { location: place.location.slug })} className="font-semibold text-white underline underline-offset-4 hover:text-amber-300">
            {place.location.name}
          </a>{' '}
          <span className="text-sm">{formatMiles(place.miles)}</span>
        </li>
      ))}
      <li className="inline-block">
        <a href={links.href('serviceAreas')} className="text-white underline underline-offset-4 hover:text-amber-300">
          All the areas we cover
        </a>
      </li>
    </ul>
  );
}

/** The kinds of business typical of a place, as tags under a heading, e.g. "Who we work for in Goole". */
export function LocalSectors({ location }: { location: Location }) {
  return (
    <>
      <h3 className="mt-8 text-lg font-semibold text-navy-950 sm:mt-10">Who we work for in {location.name}</h3>
      <ul className="mt-3 flex flex-wrap gap-2 sm:mt-4">
        {location.localSectors.map((sector) => (
          <li key={sector} className="rounded-full bg-navy-50 px-3 py-1 text-sm font-medium text-navy-900 first-letter:uppercase sm:px-4 sm:py-1.5">
            {sector}
          </li>
        ))}
      </ul>
    </>
  );
}
