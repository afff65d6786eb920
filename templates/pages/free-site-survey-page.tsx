import type { Location } from '../../src/data/schemas/location.ts';
import { Artwork } from '../components/artwork.tsx';
import { CallButton, LinkButton } from '../components/buttons.tsx';
import { PointItem } from '../components/cards.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export function FreeSiteSurveyPage({ areas }: { areas: Location[] }) {
  const { data, links } = useSite();
  const { company } = data;
  const copy = data.pages.survey;
  const facts = ['Free, with no obligation', 'Most surveys completed in 1-2 hours', `Fixed written quote, valid ${company.terms.quoteValidityDays} days`];
  return (
    <>
      <PageHero title="Free Site Survey" lead={copy.intro} aside={<Artwork icon="clipboard-check" />}>
        <LinkButton to={{ id: 'contact', hash: 'quote' }}>
          Book Your Free Survey
          <Icon name="clipboard-check" className="size-5" />
        </LinkButton>
        <CallButton />
        <ul className="flex w-full flex-wrap gap-x-6 gap-y-2 text-navy-100" aria-label="At a glance">
          {facts.map((fact) => (
            <li key={fact} className="flex items-center gap-2">
              <Icon name="check" className="size-5 shrink-0 text-amber-300" />
              {fact}
            </li>
          ))}
        </ul>
      </PageHero>

      <Section id="benefits" title="Why start with a site survey">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {copy.benefits.map((benefit) => (
            <PointItem key={benefit.title} title={benefit.title} text={benefit.text} icon={benefit.icon} />
          ))}
        </ul>
      </Section>

      <Section id="process" title="How it works: four steps" tone="tint">
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-400 text-lg font-bold text-navy-950" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy-950">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex flex-wrap gap-4">
          <LinkButton to={{ id: 'contact', hash: 'quote' }}>Book Your Free Survey</LinkButton>
          <CallButton variant="ghost" />
        </div>
      </Section>

      <Section id="areas" title="Areas we survey" intro={`We survey sites across ${company.baseLocation} and the ${company.region}, including these main areas and the towns and villages around them.`}>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {areas.map((area) => (
            <li key={area.slug}>
              <a
                href={links.href('area', { location: area.slug })}
                className="flex min-h-20 flex-col justify-center rounded-lg border border-slate-200 p-4 no-underline hover:border-navy-700 hover:bg-navy-50"
              >
                <span className="font-semibold text-navy-950">{area.name}</span>
                <span className="text-sm text-slate-600">{area.postcode}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <a href={links.href('serviceAreas')} className="inline-block py-1 font-semibold text-navy-700 underline">
            See every area we serve
          </a>
        </p>
      </Section>

      <Section id="faq" title="Site survey questions" tone="tint">
        <FaqList faqs={copy.faqs} />
      </Section>
      <CtaBand title="Book your free site survey" text="Tell us about your site and the work you have in mind, and we will arrange a visit at a time that suits your operations." />
    </>
  );
}
