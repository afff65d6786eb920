import type { Location } from '../../src/data/schemas/location.ts';
import { AreaLinks } from '../components/area-links.tsx';
import { StepList } from '../components/step-list.tsx';
import { Illustration } from '../art/illustration.tsx';
import { CallButton, LinkButton } from '../components/buttons.tsx';
import { EnquiryForm } from '../components/enquiry-form.tsx';
import { PointItem } from '../components/cards.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export function FreeSiteSurveyPage({ areas }: { areas: Location[] }) {
  const { data } = useSite();
  const { company } = data;
  const copy = data.pages.survey;
  const facts = ['Free, with no obligation', 'Most surveys completed in 1-2 hours', `Fixed written quote, valid ${company.terms.quoteValidityDays} days`];
  return (
    <>
      <PageHero title="Free Site Survey" lead={copy.intro} aside={<Illustration art={{ family: 'page', name: 'survey' }} />}>
        <LinkButton to={{ id: 'freeSiteSurvey', hash: 'book' }}>
          Book Free Survey
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
        <StepList steps={copy.steps} columns="four" />
      </Section>

      {/* The request itself, right after the steps it starts: the same form as the contact page's, its survey fields. */}
      <Section id="book" title={copy.request.title} intro={copy.request.intro}>
        <div className="max-w-3xl rounded-2xl bg-navy-50 p-6 ring-1 ring-navy-200 sm:p-8">
          <EnquiryForm kind="survey" />
        </div>
      </Section>

      <Section id="areas" tone="tint" title="Areas we survey" intro={`We survey sites across ${company.baseLocation} and the ${company.region}, including these main areas and the towns and villages around them.`}>
        <AreaLinks areas={areas} />
      </Section>

      <Section id="faq" title="Site survey questions">
        <FaqList faqs={copy.faqs} />
      </Section>
      <CtaBand action={{ label: 'Book Free Survey', to: { id: 'freeSiteSurvey', hash: 'book' } }} title="Book your free site survey" text="Tell us about your site and the work you have in mind, and we will arrange a visit at a time that suits your operations." />
    </>
  );
}
