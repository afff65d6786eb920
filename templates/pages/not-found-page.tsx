import { LinkButton } from '../components/buttons.tsx';
import { PhoneLink } from '../components/contact-links.tsx';
import { useSite } from '../site-context.ts';

/**
 * `404.html` for every unknown address. Without JavaScript it is the generic page. The client bundle
 * logs the 404 and, under /services/, shows the specified variant: it rewrites the heading and the
 * message and reveals the hidden lists below, whose links carry the slugs it compares against.
 */
export function NotFoundPage() {
  const { data, links } = useSite();
  return (
    <section aria-labelledby="page-title" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 md:py-28" data-not-found="">
        <p className="text-sm font-semibold tracking-wider text-navy-700 uppercase">Error 404</p>
        <h1 id="page-title" className="mt-3 text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
          Page Under Development
        </h1>
        <p data-not-found-message="" className="mt-5 text-lg text-slate-700">
          We're currently building this page. Please check back soon or contact us directly for information.
        </p>
        <div data-not-found-generic="" className="mt-8 flex flex-wrap justify-center gap-4">
          <LinkButton to={{ id: 'home' }}>Go to the home page</LinkButton>
          <LinkButton to={{ id: 'contact' }} variant="ghost">
            Contact us
          </LinkButton>
        </div>
        <PhoneLink label="Or call" className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline" />
        <div data-not-found-variant="" hidden className="mt-4 text-left">
          <div className="flex flex-wrap justify-center gap-4">
            <LinkButton to={{ id: 'services' }}>View All Services</LinkButton>
            <LinkButton to={{ id: 'contact' }} variant="ghost">
              Contact Us
            </LinkButton>
          </div>
          <section data-list="services" aria-labelledby="not-found-services" className="mt-12">
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
