import { Illustration } from '../art/illustration.tsx';
import type { Service } from '../../src/data/schemas/service.ts';
import { serviceGroups } from '../../src/routes/navigation.ts';
import { TrustMarks } from '../components/accreditation-marks.tsx';
import { LinkCard } from '../components/cards.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { IndustryGroupList } from '../components/industry-group-list.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { Section } from '../components/section.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export function ServicesPage({ featured }: { featured: Service[] }) {
  const { data, links } = useSite();
  const copy = data.pages.services;
  const featuredSlugs = new Set(featured.map((service) => service.slug));
  return (
    <>
      <PageHero title="Commercial & Industrial Electrical Services" lead={copy.intro} aside={<Illustration art={{ family: 'page', name: 'services' }} />} barActions />

      <Section id="featured" title="Featured services">
        {/* Three columns at most, so a title fits in two lines; the first card spans two, and the five fill two rows. */}
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((service, index) => (
            <li key={service.slug} className={index === 0 ? 'sm:col-span-2' : undefined}>
              <LinkCard href={links.href('service', { service: service.slug })} title={service.name} icon={service.icon}>
                <p className="text-sm">{service.description}</p>
              </LinkCard>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="all-services" title={`All ${data.services.length} services`} tone="tint">
        <div className="space-y-12">
          {serviceGroups(data).map(({ category, services }) => (
            <section key={category.slug} aria-labelledby={category.slug}>
              <h3 id={category.slug} className="text-xl font-bold text-navy-950">
                {category.title}
              </h3>
              <p className="mt-1 max-w-3xl text-slate-700">{category.description}</p>
              <ul className="mt-6 grid gap-x-8 gap-y-6 md:grid-cols-2 lg:grid-cols-3">
                {services.map((service) => (
                  <li key={service.slug} className="flex gap-4">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-950 text-amber-300">
                      <Icon name={service.icon} />
                    </span>
                    <div>
                      <h4 className="font-semibold">
                        <a href={links.href('service', { service: service.slug })} className="text-navy-950 underline decoration-navy-200 hover:decoration-navy-950">
                          {service.name}
                        </a>
                      </h4>
                      {/* A featured service's description is in its card above: listed again, the five would repeat in full. */}
                      {!featuredSlugs.has(service.slug) && <p className="mt-1 text-sm text-slate-700">{service.description}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section id="industries" title="Industries we work in">
        <IndustryGroupList />
      </Section>

      <Section id="accreditations" title="Accreditations" tone="tint" intro="Every installation is designed, installed, inspected and certified to the current edition of BS 7671 by an approved contractor.">
        <TrustMarks />
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <FaqList faqs={copy.faqs} />
      </Section>
      <CtaBand />
    </>
  );
}
