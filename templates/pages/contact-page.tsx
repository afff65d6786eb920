import { emergencyHeading } from '../../src/data/headline-name.ts';
import { Illustration } from '../art/illustration.tsx';
import type { Location } from '../../src/data/schemas/location.ts';
import { AreaLinks } from '../components/area-links.tsx';
import { CallButton, ghostButtonOnDark } from '../components/buttons.tsx';
import { EmailLink, PhoneLink, PhoneNumber, telHref } from '../components/contact-links.tsx';
import { EnquiryForm } from '../components/enquiry-form.tsx';
import { Icon } from '../components/icon.tsx';
import { MapFacade } from '../components/map-facade.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { quotePrefill } from '../components/quote-prefill.ts';
import { useSite } from '../site-context.ts';

const detailLink = 'inline-flex min-h-11 items-center gap-2 font-semibold break-all text-navy-700 underline';

export function ContactPage({ areas }: { areas: Location[] }) {
  const { data } = useSite();
  const { company } = data;
  return (
    <>
      <PageHero
        title="Contact Us"
        aside={<Illustration art={{ family: 'page', name: 'contact' }} />}
        pictureOnPhones={false}
        lead={`Call, email or send us a quote request for commercial, industrial and agricultural electrical work across ${company.baseLocation} and East Yorkshire. Site surveys and quotes are free.`}
      >
        <CallButton />
      </PageHero>

      {/* On a phone the form comes first, right after the hero's call button; on a laptop the form and the phone
          number sit side by side in the first screen (the hero, its h1 lines 1.25 high, leaves just the room: hence
          the tighter top on a laptop), the emergency panel and the address after. */}
      <section aria-label="Quote request and contact details" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[1.5fr_1fr] lg:px-8 lg:pt-12">
          {/* The quote links' query fills the form through this table (client/prefill.ts). */}
          <div id="quote" data-quote-prefill={JSON.stringify(quotePrefill(data))} className="min-w-0 rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-200 sm:p-8">
            <h2 id="quote-title" className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
              Request a free quote
            </h2>
            <p className="mt-3 mb-6 text-slate-700">
              Tell us about the work and we will arrange a free site survey or give you a quote. Prefer to talk? Call{' '}
              <a href={telHref(company)} className="font-semibold text-navy-700 underline">
                <PhoneNumber />
              </a>
              .
            </p>
            <EnquiryForm />
          </div>
          <div className="min-w-0 space-y-8">
            <div>
              <h2 id="details-title" className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
                Contact details
              </h2>
              <dl className="mt-6 space-y-5">
                <div>
                  <dt className="text-sm font-semibold tracking-wider text-slate-600 uppercase">Phone</dt>
                  <dd>
                    <PhoneLink className={detailLink} />
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold tracking-wider text-slate-600 uppercase">Email</dt>
                  <dd>
                    <EmailLink className={detailLink} />
                  </dd>
                </div>
                <div>
                  <dt className="text-sm font-semibold tracking-wider text-slate-600 uppercase">Office hours</dt>
                  <dd className="mt-1 flex gap-2 text-slate-800">
                    <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-navy-700" />
                    <span>{company.hours.label}</span>
                  </dd>
                </div>
              </dl>
            </div>

            <div id="emergency" className="rounded-2xl bg-navy-950 p-6 text-white sm:p-8">
              <h2 className="flex items-center gap-3 text-2xl font-bold">
                <Icon name="siren" className="size-7 shrink-0 text-amber-300" />
                {emergencyHeading(company)}
              </h2>
              <p className="mt-4 text-navy-100">
                Power failure, circuits that keep tripping, or a fault that looks dangerous? Call us at any hour, any day of the year. Our emergency response is
                typically within <strong className="text-white">{company.emergencyResponse}</strong> across {company.baseLocation} and East Yorkshire.
              </p>
              {/* Outlined: the form beside it is the screen's one solid action, the action bar's call on a phone. */}
              <a href={telHref(company)} className={`${ghostButtonOnDark} mt-6`}>
                <Icon name="phone" className="size-5" />
                <span>
                  Call now: <PhoneNumber />
                </span>
              </a>
            </div>
            <div>
              <h2 className="text-sm font-semibold tracking-wider text-slate-600 uppercase">Address</h2>
              <div className="mt-1 flex gap-2 text-slate-800">
                <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-navy-700" />
                <address className="not-italic">
                  {company.legalName}
                  <br />
                  {company.address.streetAddress}, {company.address.locality}
                  <br />
                  {company.address.region}, {company.address.postcode}
                </address>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-label="Areas we cover and where to find us" className="bg-navy-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:px-8">
          <div id="areas" className="min-w-0">
            <h2 className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">Areas we cover</h2>
            <p className="mt-4 text-lg text-slate-700">
              From our base near {company.address.locality} we work across {company.baseLocation} and the {company.region}, including these main areas and the towns and
              villages around them.
            </p>
            <div className="mt-8">
              <AreaLinks areas={areas} layout="half" />
            </div>
          </div>
          <div id="map" className="min-w-0">
            <h2 className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">Find us</h2>
            <p className="mt-4 mb-8 text-lg text-slate-700">Our base and registered office, where our vans set out from each morning.</p>
            <MapFacade />
          </div>
        </div>
      </section>
    </>
  );
}
