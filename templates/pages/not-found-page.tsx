import { LinkButton } from '../components/buttons.tsx';
import { PhoneLink } from '../components/contact-links.tsx';

/**
 * `404.html` for every unknown address. Without JavaScript it is the generic page; the client bundle
 * logs the 404 and, under /services/, shows the specified service/location variants in `data-not-found`.
 */
export function NotFoundPage() {
  return (
    <section aria-labelledby="page-title" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 md:py-28" data-not-found="">
        <p className="text-sm font-semibold tracking-wider text-navy-700 uppercase">Error 404</p>
        <h1 id="page-title" className="mt-3 text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
          Page Under Development
        </h1>
        <p className="mt-5 text-lg text-slate-700">
          We're currently building this page. Please check back soon or contact us directly for information.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <LinkButton to={{ id: 'home' }}>Go to the home page</LinkButton>
          <LinkButton to={{ id: 'contact' }} variant="ghost">
            Contact us
          </LinkButton>
        </div>
        <PhoneLink label="Or call" className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-navy-900 underline" />
      </div>
    </section>
  );
}
