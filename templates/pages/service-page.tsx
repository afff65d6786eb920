import type { Service } from '../../src/data/schemas/service.ts';
import { SubjectImage } from '../components/subject-image.tsx';
import { CallButton, QuoteButton } from '../components/buttons.tsx';
import { CheckList } from '../components/cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export function ServicePage({ service }: { service: Service }) {
  const { data, links } = useSite();
  return (
    <>
      <PageHero title={service.name} lead={service.intro} aside={<SubjectImage image={service.image} icon={service.icon} />}>
        <QuoteButton />
        <CallButton />
      </PageHero>

      <Section id="overview" title={`About ${service.name}`}>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div className="space-y-5 text-lg text-slate-700">
            {service.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <aside aria-labelledby="features-title" className="rounded-xl bg-navy-50 p-6">
            <h3 id="features-title" className="text-xl font-bold text-navy-950">
              Service Features
            </h3>
            <CheckList items={service.technicalSpecs} className="mt-5 text-slate-800" />
          </aside>
        </div>
      </Section>

      <Section id="areas" title={`${service.name} across East Yorkshire`} intro={`Choose your town for local details: postcode, travel time from our base and nearby areas.`} tone="tint">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {data.locations.map((location) => (
            <li key={location.slug}>
              <a
                href={links.href('serviceInLocation', { service: service.slug, location: location.slug })}
                className="flex min-h-16 flex-col justify-center rounded-lg border border-slate-200 bg-white px-3 py-2 no-underline hover:border-navy-700"
              >
                <span className="font-semibold text-navy-950">{location.name}</span>
                <span className="text-sm text-slate-600">{location.postcode}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand title={`Need ${service.name}?`} />
    </>
  );
}
