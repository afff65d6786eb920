import { Illustration } from '../art/illustration.tsx';
import { FEATURED_LOCATIONS } from '../../src/data/spec-names.ts';
import { findLocations } from '../../src/data/site-data.ts';
import { LinkButton } from '../components/buttons.tsx';
import { LinkCard } from '../components/cards.tsx';
import { PhoneNumber, telHref } from '../components/contact-links.tsx';
import { Icon } from '../components/icon.tsx';
import { useSite } from '../site-context.ts';

/**
 * `404.html` for every unknown address (docs/decisions.md#the-not-found-page-and-its-variants): the
 * brief's title and text with its two buttons (home and contact), then the top tasks (services, areas,
 * contact) and the 24/7 number. Without JavaScript it is the generic page. The client bundle logs the
 * 404 and, under /services/, shows the brief's variant:
 * it rewrites the heading and the message and swaps the two buttons and the top tasks for the hidden
 * variant below (its own two buttons, and lists whose links carry the slugs it compares against), so
 * the services are listed once.
 */
export function NotFoundPage() {
  const { data, links } = useSite();
  const featured = findLocations(data, FEATURED_LOCATIONS.slice(0, 3));
  return (
    <section aria-labelledby="page-title" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 md:py-28" data-not-found="">
        <Illustration art={{ family: 'page', name: 'notFound' }} className="mx-auto mb-8 max-w-56 sm:max-w-64" />
        <p className="text-sm font-semibold tracking-wider text-navy-700 uppercase">Error 404</p>
        <h1 id="page-title" className="mt-3 text-3xl leading-tight font-bold tracking-tight text-navy-950 sm:text-4xl">
          Page Under Development
        </h1>
        <p data-not-found-message="" className="mt-5 text-lg text-slate-700">
          We're currently building this page. Please check back soon or contact us directly for information.
        </p>
        <div data-not-found-generic="" className="mt-8 flex flex-wrap justify-center gap-4">
          <LinkButton to={{ id: 'home' }}>Back to Home</LinkButton>
          <LinkButton to={{ id: 'contact' }} variant="ghost">
            Contact Us
          </LinkButton>
        </div>
        <div data-not-found-generic="" className="mt-12 text-left">
          <h2 className="sr-only">Where to next</h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            <li>
              <LinkCard href={links.href('services')} title="Our services" icon="wrench">
                <p className="text-sm">All {data.services.length} services, from new installations to testing and repairs.</p>
              </LinkCard>
            </li>
            <li>
              <LinkCard href={links.href('serviceAreas')} title="Areas we cover" icon="map-pin">
                <p className="text-sm">
                  {featured.map((location) => location.name).join(', ')} and {data.locations.length - featured.length} more towns.
                </p>
              </LinkCard>
            </li>
            <li>
              <LinkCard href={links.href('contact')} title="Contact us" icon="mail">
                <p className="text-sm">Phone, email or ask for a free quote.</p>
              </LinkCard>
            </li>
          </ul>
        </div>
        <div className="mt-10 flex flex-col items-center gap-3 rounded-xl bg-navy-950 p-6 text-white sm:flex-row sm:justify-between sm:text-left">
          <p>
            <span className="block font-semibold">Power failure or a dangerous fault?</span>
            <span className="text-navy-100">Emergency call-out {data.company.hours.emergency}, typically on site within {data.company.emergencyResponse}.</span>
          </p>
          {/* Outlined: the page's solid button is its way on (home, or the services list). */}
          <a href={telHref(data.company)} className="btn btn-ghost-dark shrink-0">
            <Icon name="phone" className="size-5 shrink-0" />
            <span>
              Call {data.company.hours.emergency}: <PhoneNumber />
            </span>
          </a>
        </div>
        <div data-not-found-variant="" hidden className="mt-4 text-left">
          <div className="flex flex-wrap justify-center gap-4">
            <LinkButton to={{ id: 'services' }}>View All Services</LinkButton>
            <LinkButton to={{ id: 'contact' }} variant="ghost">
              Contact Us
            </LinkButton>
          </div>
          {/* The headline aliases are services too: an alias with an unknown town is a missing location. */}
          <section
            data-list="services"
            data-aliases={data.headlineServices.map((headline) => headline.slug).join(' ')}
            aria-labelledby="not-found-services"
            className="mt-12"
          >
            <h2 id="not-found-services" className="text-xl font-bold text-navy-950">
              Our services
            </h2>
            <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {data.services.map((service) => (
                <li key={service.slug}>
                  <a href={links.href('service', { service: service.slug })} data-slug={service.slug} className="inline-block py-1 text-navy-700 underline">
                    {service.name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section data-list="locations" aria-labelledby="not-found-locations" className="mt-12">
            <h2 id="not-found-locations" className="text-xl font-bold text-navy-950">
              Areas we cover
            </h2>
            <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-3">
              {data.locations.map((location) => (
                <li key={location.slug}>
                  <a href={links.href('area', { location: location.slug })} data-slug={location.slug} className="inline-block py-1 text-navy-700 underline">
                    {location.name} <span className="text-sm text-slate-600">{location.postcode}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </section>
  );
}
