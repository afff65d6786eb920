import { Illustration } from '../art/illustration.tsx';
import type { ReactNode } from 'react';
import { industryGroups, type IndustryGroup } from '../../src/routes/navigation.ts';
import type { RouteRef } from '../../src/routes/types.ts';
import { PageHero } from '../components/page-hero.tsx';
import { useSite } from '../site-context.ts';

/** Whether a group is one industry under its own name (e.g. Data Centres), so its heading is its only link. */
const isSingleIndustry = (group: IndustryGroup) => group.industries.length === 1 && group.industries[0]?.name === group.title;

interface SitemapLink {
  label: string;
  to: RouteRef;
  /** Shown after the label, e.g. a postcode district. */
  note?: string;
}

const linkClass = 'inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700';

function LinkList({ items, className = '' }: { items: readonly SitemapLink[]; className?: string }) {
  const { links } = useSite();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={links.hrefTo(item.to)} className="break-inside-avoid">
          <a href={links.hrefTo(item.to)} className={linkClass}>
            {item.label}
          </a>
          {item.note && (
            <>
              {' '}
              <span className="ml-1 text-sm text-slate-600">{item.note}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** One titled part of the sitemap, e.g. "All services". */
function SitemapSection({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="border-t border-slate-200 py-10 first:border-t-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-navy-950">
        {title}
        {count !== undefined && (
          <>
            {' '}
            <span className="ml-1 text-base font-semibold text-slate-600">({count})</span>
          </>
        )}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The HTML sitemap: every kind of page, each link made from the route table through `links`. */
export function SitemapPage() {
  const { data } = useSite();
  const mainPages: SitemapLink[] = [
    { label: 'Home', to: { id: 'home' } },
    { label: 'Services', to: { id: 'services' } },
    { label: 'Service areas', to: { id: 'serviceAreas' } },
    { label: 'Industries', to: { id: 'industries' } },
    { label: 'About us', to: { id: 'about' } },
    { label: 'Contact', to: { id: 'contact' } },
    { label: 'Free site survey', to: { id: 'freeSiteSurvey' } },
    { label: 'Portfolio', to: { id: 'portfolio' } },
    { label: 'Testimonials', to: { id: 'testimonials' } },
  ];
  const services = data.services.map((service): SitemapLink => ({ label: service.name, to: { id: 'service', params: { service: service.slug } } }));
  const areaPages = data.locations.map((location): SitemapLink => ({ label: `Commercial electrician in ${location.name}`, to: { id: 'area', params: { location: location.slug } } }));
  const areaServices = data.locations.map(
    (location): SitemapLink => ({ label: `Services in ${location.name}`, note: location.postcode, to: { id: 'areaServices', params: { location: location.slug } } }),
  );
  const additional: SitemapLink[] = [
    { label: 'Privacy policy', to: { id: 'privacyPolicy' } },
    { label: 'Terms and conditions', to: { id: 'termsConditions' } },
  ];
  const columns = 'gap-x-8 sm:columns-2 lg:columns-3';
  return (
    <>
      <PageHero title="Sitemap" aside={<Illustration art={{ family: 'page', name: 'sitemap' }} />} lead="Every page on our website in one place: our services, the areas we cover, the industries we work in and our company pages." />
      <div className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <SitemapSection id="main-pages" title="Main pages">
            <LinkList items={mainPages} className={columns} />
          </SitemapSection>
          <SitemapSection id="all-services" title="All services" count={services.length}>
            <LinkList items={services} className={columns} />
          </SitemapSection>
          <SitemapSection id="area-pages" title="Area pages" count={areaPages.length}>
            <LinkList items={areaPages} className={columns} />
          </SitemapSection>
          <SitemapSection id="industries" title="Industries">
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {industryGroups(data).map((group) => {
                const items = group.industries.map((industry): SitemapLink => ({ label: industry.name, to: { id: 'industry', params: { industry: industry.slug } } }));
                return (
                  <li key={group.slug} className="rounded-xl border border-slate-200 p-5">
                    {isSingleIndustry(group) ? (
                      // One industry under its own name: its link is the whole group.
                      <LinkList items={items} />
                    ) : (
                      <>
                        <h3 className="font-semibold text-navy-950">{group.title}</h3>
                        <div tabIndex={0} role="region" aria-label={`${group.title} industries`} className="mt-2 max-h-96 overflow-y-auto">
                          <LinkList items={items} />
                        </div>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </SitemapSection>
          <SitemapSection id="locations" title="Locations with postcodes" count={areaServices.length}>
            <LinkList items={areaServices} className={columns} />
          </SitemapSection>
          <SitemapSection id="additional-pages" title="Additional pages">
            <LinkList items={additional} className={columns} />
          </SitemapSection>
        </div>
      </div>
    </>
  );
}
