import type { Location } from '../../src/data/schemas/location.ts';
import { formatMiles, type Travel } from '../../src/data/travel.ts';
import type { Faq } from '../../src/seo/structured-data.ts';
import type { RouteRef } from '../../src/routes/types.ts';
import { AreaFacts, LocalSectors } from '../components/area-facts.tsx';
import { Illustration } from '../art/illustration.tsx';
import { CallButton, LinkButton, QuoteButton } from '../components/buttons.tsx';
import { CheckList, LinkCard } from '../components/cards.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** The number of technical specifications each service shows on an area page (docs/decisions.md#names-and-numbers-the-site-must-keep). */
export const AREA_PAGE_SPECS = 2;

export interface AreaPageProps {
  location: Location;
  travel: Travel;
  /** The nearby places with their straight-line distance from this one, in miles. */
  nearby: { location: Location; miles: number }[];
  /** The FAQ shown, and emitted as FAQPage: the place's own, the shared ones and the computed travel one. */
  faqs: Faq[];
  title: string;
}

/** `/{location}-commercial-electrician/`: what the company does in one town, and what is true only there. */
export function AreaPage({ location, travel, nearby, faqs, title }: AreaPageProps) {
  const { data, links } = useSite();
  const { company } = data;
  const moreLinks: { label: string; to: RouteRef }[] = [
    { label: `Every electrical service in ${location.name}`, to: { id: 'areaServices', params: { location: location.slug } } },
    { label: 'Our portfolio of commercial projects', to: { id: 'portfolio' } },
    { label: 'Book a free site survey', to: { id: 'freeSiteSurvey' } },
    { label: 'All the areas we cover', to: { id: 'serviceAreas' } },
  ];
  return (
    <>
      <PageHero title={title} proof={<TrustStrip />} lead={location.summary} aside={<Illustration art={{ family: 'page', name: 'area' }} />}>
        <QuoteButton />
        <CallButton />
      </PageHero>

      <Section id="local" title={`Electrical contractors for ${location.name} businesses`}>
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div>
            <div className="space-y-4 text-lg text-slate-700">
              {location.localCopy.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                We have looked after commercial, industrial and agricultural premises in and around {location.name} for {company.experience.locations}. Every
                job is designed, installed, tested and certified to BS 7671, and the survey and quote are free.
              </p>
            </div>
            <LocalSectors location={location} />
            <p className="mt-8">
              <a href={links.href('portfolio')} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-700 underline">
                See the kinds of projects we deliver
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
        title={`Our services in ${location.name}`}
        intro={`All ${data.services.length} of our services are available to businesses in ${location.name}. Choose one for its local page, with the full specification, our process and a free quote.`}
        tone="tint"
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.services.map((service) => (
            <li key={service.slug} data-service={service.slug}>
              <LinkCard href={links.href('serviceInLocation', { service: service.slug, location: location.slug })} title={service.name} icon={service.icon}>
                <CheckList items={service.technicalSpecs.slice(0, AREA_PAGE_SPECS)} className="mt-2 text-sm" />
              </LinkCard>
            </li>
          ))}
          <li className="flex flex-col justify-center gap-4 rounded-xl bg-navy-950 p-6 text-white lg:col-span-2">
            <p className="text-xl font-semibold">Compare every service in {location.name}</p>
            <p className="text-navy-100">
              One page with the key specifications of all {data.services.length} services for {location.name}, and a quote request for each.
            </p>
            <div>
              <LinkButton to={{ id: 'areaServices', params: { location: location.slug } }}>Electrical services in {location.name}</LinkButton>
            </div>
          </li>
        </ul>
      </Section>

      <Section id="nearby" title={`Areas near ${location.name}`} intro={`We also serve the places around ${location.name}. Each has its own page with local details.`}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:items-start">
          <ul className="grid gap-4 sm:grid-cols-2">
            {nearby.map((place) => (
              <li key={place.location.slug}>
                <a
                  href={links.href('area', { location: place.location.slug })}
                  className="flex h-full min-h-20 flex-col justify-center rounded-lg border border-slate-200 p-4 no-underline hover:border-navy-700 hover:bg-navy-50"
                >
                  <span className="font-semibold text-navy-950">{place.location.name}</span>
                  <span className="text-sm text-slate-600">
                    {place.location.postcode} · {formatMiles(place.miles)} from {location.name}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <nav aria-labelledby="more-links-title" className="rounded-xl bg-navy-50 p-6">
            <h3 id="more-links-title" className="font-semibold text-navy-950">
              More from {company.name}
            </h3>
            <ul className="mt-3 space-y-1">
              {moreLinks.map((link) => (
                <li key={link.label}>
                  <a href={links.hrefTo(link.to)} className="inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Section>

      <Section id="faq" title={`Questions from businesses in ${location.name}`} tone="tint">
        <FaqList faqs={faqs} />
      </Section>
      <CtaBand
        title={`Need a commercial electrician in ${location.name}?`}
        text={`Free site surveys and fixed written quotes for businesses in ${location.name} and across the ${location.postcode} postcode area. Call us or send a request and we will get back to you.`}
      />
    </>
  );
}
