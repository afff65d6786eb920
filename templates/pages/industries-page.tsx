import type { Industry } from '../../src/data/schemas/industry.ts';
import { Illustration } from '../art/illustration.tsx';
import { CallButton, QuoteButton } from '../components/buttons.tsx';
import { LinkCard } from '../components/cards.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

/** One of the eight groups of the industries page, e.g. Agricultural, or Data Centres on its own. */
export interface IndustryGroupView {
  /** The category's slug, or the industry's for a group split out of `specialized`; the section's anchor. */
  slug: string;
  title: string;
  /** The category's description; absent for a single industry shown as its own group. */
  description?: string;
  industries: Industry[];
}

export function IndustriesPage({ groups }: { groups: IndustryGroupView[] }) {
  const count = groups.reduce((total, group) => total + group.industries.length, 0);
  // Single-industry groups sit side by side in one row, so a group of one card does not fill a whole band.
  const rows: IndustryGroupView[][] = [];
  for (const group of groups) {
    const last = rows.at(-1);
    if (group.industries.length === 1 && last?.[0]?.industries.length === 1) last.push(group);
    else rows.push([group]);
  }
  return (
    <>
      <PageHero
        title="Industries We Serve"
        aside={<Illustration art={{ family: 'page', name: 'industries' }} />}
        lead={`Every sector has its own hazards, regulations and working hours. We install, test and maintain electrical systems for ${count} kinds of business premises across Hull and East Yorkshire.`}
      >
        <QuoteButton />
        <CallButton />
      </PageHero>

      <nav aria-label="Industry groups" className="border-b border-slate-200 bg-navy-50">
        <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-4 sm:px-6 md:flex-wrap lg:px-8">
          {groups.map((group) => (
            <li key={group.slug} className="shrink-0">
              <a href={`#${group.slug}`} className="inline-flex min-h-10 items-center rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-navy-900 no-underline ring-1 ring-navy-200 hover:bg-navy-900 hover:text-white">
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div id="industry-groups" className="mx-auto max-w-7xl divide-y divide-slate-200 px-4 sm:px-6 lg:px-8">
        {rows.map((row) =>
          row.length === 1 && row[0] && row[0].industries.length > 1 ? (
            <IndustryGroup key={row[0].slug} group={row[0]} />
          ) : (
            <div key={row.map((group) => group.slug).join('+')} className="grid gap-x-10 gap-y-6 py-14 md:grid-cols-2 lg:grid-cols-3">
              {row.map((group) => (
                <SingleIndustryGroup key={group.slug} group={group} />
              ))}
            </div>
          ),
        )}
      </div>
      <CtaBand title="Not sure which service you need?" text="Tell us about your premises and what you need to achieve. We will visit, survey the site free of charge and give you a fixed written quote." />
    </>
  );
}

function IndustryGroup({ group }: { group: IndustryGroupView }) {
  const { links } = useSite();
  return (
    <section id={group.slug} aria-labelledby={`${group.slug}-title`} className="grid gap-8 py-14 lg:grid-cols-[1fr_2.4fr] lg:gap-12">
      <div>
        <h2 id={`${group.slug}-title`} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
          {group.title}
        </h2>
        {group.description && <p className="mt-4 text-lg text-slate-700">{group.description}</p>}
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {group.industries.map((industry) => (
          <li key={industry.slug}>
            <LinkCard href={links.href('industry', { industry: industry.slug })} title={industry.name} icon={industry.icon}>
              <p className="text-sm">{industry.description}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SingleIndustryGroup({ group }: { group: IndustryGroupView }) {
  const { links } = useSite();
  return (
    // A subgrid of the row, so the cards line up however many lines each heading takes.
    <section id={group.slug} aria-labelledby={`${group.slug}-title`} className="row-span-2 grid grid-rows-subgrid gap-y-6 max-md:not-first:pt-8">
      <div className="self-end">
        <h2 id={`${group.slug}-title`} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
          {group.title}
        </h2>
        {group.description && <p className="mt-4 text-lg text-slate-700">{group.description}</p>}
      </div>
      <ul>
        {group.industries.map((industry) => (
          <li key={industry.slug} className="h-full">
            <LinkCard href={links.href('industry', { industry: industry.slug })} title={industry.pageTitle} icon={industry.icon}>
              <p className="text-sm">{industry.description}</p>
            </LinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
