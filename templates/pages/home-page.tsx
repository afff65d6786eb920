import type { Location } from '../../src/data/schemas/location.ts';
import { TrustMarks } from '../components/accreditation-marks.tsx';
import { AreaLinks } from '../components/area-links.tsx';
import { Illustration } from '../art/illustration.tsx';
import { LinkButton, QuoteButton } from '../components/buttons.tsx';
import { LinkCard, PointItem } from '../components/cards.tsx';
import { PhoneLink } from '../components/contact-links.tsx';
import { Picture } from '../components/picture.tsx';
import { Icon } from '../components/icon.tsx';
import { Section } from '../components/section.tsx';
import { TestimonialCard } from '../components/testimonial-card.tsx';
import { TrustStrip } from '../components/trust-strip.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { headlineName } from '../../src/data/headline-name.ts';
import { HOME_TESTIMONIALS } from '../../src/data/spec-names.ts';
import { useSite } from '../site-context.ts';

/**
 * What earns a phone call, in the first screen of a phone: the years, the approvals (each scheme's name) and the
 * emergency response. From 1024 px the approvals are left to the trust strip under the h1 (each scheme linked to
 * its register), which is in the first screen there, so that the call line stays in a 768 px high one too; on a
 * small phone the strip falls under the action bar, so the line says them.
 */
function HeroFacts() {
  const { company, accreditations } = useSite().data;
  const schemes = accreditations.filter((item) => item.kind === 'scheme').map((item) => item.name);
  return (
    <ul aria-label="At a glance" className="flex flex-wrap gap-x-2 gap-y-1 text-sm font-semibold">
      <li className="inline-flex min-h-7 items-center gap-1.5 pr-4">
        {/* The team's years, not the company's (established in the About menu): the words say whose (docs/decisions.md). */}
        <span className="text-xl font-bold text-amber-300">{company.experience.home}</span> years' combined experience
      </li>
      <li className="inline-flex min-h-7 items-center gap-1.5 pr-4 lg:hidden">
        <Icon name="shield-check" className="size-4 text-amber-300" />
        {schemes.join(' & ')} approved
      </li>
      <li className="inline-flex min-h-7 items-center gap-1.5 pr-4">
        <Icon name="siren" className="size-4 text-amber-300" />
        {company.hours.emergency} call-out, {company.emergencyResponse} response
      </li>
    </ul>
  );
}

/** Who the company works for (data/pages/home.json `sectors`), each linked to its group on the industries page. */
function Sectors() {
  const { data, links } = useSite();
  const { title, list } = data.pages.home.sectors;
  return (
    <section id="sectors" aria-labelledby="sectors-title" className="border-b border-slate-200 bg-navy-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 sm:px-6 lg:px-8 xl:flex-row xl:items-center xl:gap-6">
        <h2 id="sectors-title" className="shrink-0 font-bold text-navy-950">
          {title}
        </h2>
        <ul className="grid grow grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {list.map((sector) => (
            <li key={sector.group}>
              <a href={links.href('industries', {}, sector.group)} className="group flex min-h-11 items-center gap-1.5 rounded-lg bg-white px-2.5 py-2 text-sm font-semibold text-navy-900 no-underline ring-1 ring-navy-200 hover:bg-navy-900 hover:text-white sm:text-base">
                <Icon name={sector.icon} className="size-5 shrink-0 text-navy-700 group-hover:text-white" />
                {sector.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomePage({ areas }: { areas: Location[] }) {
  const { data, links } = useSite();
  const { company, pages, headlineServices, testimonials } = data;
  const copy = pages.home;
  return (
    <>
      <section className="bg-navy-950 text-white" aria-labelledby="page-title">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-8 sm:px-6 sm:py-14 md:py-20 lg:grid-cols-[1.5fr_1fr] lg:px-8 lg:py-10 xl:py-14">
          <div className="hero-text">
            <HeroFacts />
            <h1 id="page-title" className="mt-5 text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:max-xl:text-[2.5rem]">
              {copy.hero.title}
            </h1>
            <TrustStrip />
            <p className="mt-5 max-w-2xl text-lg text-navy-100 text-pretty">{copy.hero.lead}</p>
            <div className="mt-6 flex flex-wrap gap-4">
              <QuoteButton />
              <LinkButton to={{ id: 'freeSiteSurvey' }} variant="ghost-dark">
                Book Free Survey
              </LinkButton>
            </div>
            <PhoneLink label="Or call" className="mt-6 inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-white underline-offset-4 hover:underline" />
          </div>
          {copy.hero.image ? (
            // The owner's photo shows at every width (on a phone under the call line, outside the first screen's tasks);
            // the drawing it replaces is left out on a phone, where it would only push the sectors down.
            <Picture image={copy.hero.image} slot="homeHero" priority className="mx-auto block aspect-[4/3] w-full max-w-md rounded-2xl object-cover ring-1 ring-white/10" />
          ) : (
            <Illustration art={{ family: 'page', name: 'home' }} className="mx-auto hidden sm:block" />
          )}
        </div>
      </section>

      <Sectors />

      <Section id="services" title="Our electrical services" intro={copy.servicesIntro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {headlineServices.map((service) => (
            <li key={service.slug}>
              <LinkCard href={links.href('headlineAlias', { alias: service.slug })} title={headlineName(service, data)} icon={service.icon}>
                <p>{service.description}</p>
              </LinkCard>
            </li>
          ))}
          <li className="flex flex-col justify-center gap-3 rounded-xl bg-navy-50 p-6">
            <p className="font-semibold text-navy-950">{data.services.length} specialist services, from switchgear to EV charging.</p>
            <LinkButton to={{ id: 'services' }} variant="ghost">
              View all services
            </LinkButton>
          </li>
        </ul>
      </Section>

      <Section id="why-us" title={`Why choose ${company.name}`} tone="tint">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {copy.whyChooseUs.map((point) => (
            <PointItem key={point.title} title={point.title} text={point.text} icon={point.icon} />
          ))}
        </ul>
        <div className="mt-10 space-y-6">
          <TrustMarks />
          <a href={links.href('about')} className="font-semibold text-navy-700 underline">
            More about us
          </a>
        </div>
      </Section>

      <Section id="areas" title="Areas we cover" intro={copy.areasIntro}>
        <AreaLinks areas={areas} />
      </Section>

      <Section id="testimonials" title="What our clients say" tone="tint">
        <ul className="grid gap-6 lg:grid-cols-3">
          {testimonials.filter((t) => t.featured).slice(0, HOME_TESTIMONIALS).map((testimonial) => (
            <li key={testimonial.quote}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <a href={links.href('testimonials')} className="font-semibold text-navy-700 underline">
            Read more testimonials
          </a>
        </p>
      </Section>
      <CtaBand />
    </>
  );
}
