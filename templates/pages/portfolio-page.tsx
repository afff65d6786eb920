import { formatMonth } from '../components/month.ts';
import type { CaseStudy } from '../../src/routes/case-studies.ts';
import { Illustration } from '../art/illustration.tsx';
import { CheckList, ServiceLinks } from '../components/cards.tsx';
import { Icon } from '../components/icon.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { CtaBand } from '../layout/cta-band.tsx';
import { useSite } from '../site-context.ts';

export interface PortfolioPageProps {
  /** The industry categories that have projects, in the order of the data, e.g. Agricultural. */
  groups: { slug: string; title: string; description: string; entries: CaseStudy[] }[];
  /** Whether stand-in projects (`"sample": true`) are among them: the page then says they are representative. */
  representative: boolean;
}

export function PortfolioPage({ groups, representative }: PortfolioPageProps) {
  const { data } = useSite();
  return (
    <>
      <PageHero
        title={representative ? 'Our Work: Representative Projects' : 'Our Work: Case Studies'}
        lead={data.pages.portfolio.intro}
        aside={<Illustration art={{ family: 'page', name: 'portfolio' }} />}
        barActions
      />

      <div className="bg-navy-50">
        <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          {representative && (
            <p className="flex max-w-3xl gap-3 rounded-lg bg-white p-4 text-slate-700 ring-1 ring-navy-200">
              <Icon name="shield-check" className="size-6 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-950">Representative project types.</strong> Each entry describes a kind of job we carry out; client names and
                sites are kept confidential.
              </span>
            </p>
          )}
          {groups.map((group) => (
            <section key={group.slug} aria-labelledby={`group-${group.slug}-title`} className="grid gap-8 lg:grid-cols-[1fr_2.6fr] lg:gap-12">
              <div className="lg:sticky lg:top-24 lg:self-start">
                <h2 id={`group-${group.slug}-title`} className="text-2xl font-bold tracking-tight text-navy-950 sm:text-3xl">
                  {group.title}
                </h2>
                <p className="mt-4 text-slate-700">{group.description}</p>
              </div>
              <ul className="space-y-6">
                {group.entries.map((entry) => (
                  <li key={entry.project.slug}>
                    <ProjectCard entry={entry} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <CtaBand title="Planning something similar?" />
    </>
  );
}

/** A project's card, its title the link to its case study. */
function ProjectCard({ entry: { project, industry, location: town, services } }: { entry: CaseStudy }) {
  const { links } = useSite();
  const anchor = project.slug;
  return (
    <article id={anchor} aria-labelledby={`${anchor}-title`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:p-8">
      <a
        href={links.href('industry', { industry: industry.slug })}
        className="inline-flex min-h-8 items-center gap-2 rounded-full bg-navy-50 px-3 py-1 text-sm font-semibold text-navy-800 no-underline ring-1 ring-navy-200 hover:bg-navy-100"
      >
        <Icon name={industry.icon} className="size-4" />
        {industry.name}
      </a>
      <h3 id={`${anchor}-title`} className="mt-4 text-xl font-semibold text-navy-950">
        <a href={links.href('caseStudy', { project: project.slug })} className="underline decoration-navy-200 underline-offset-4 hover:decoration-navy-700">
          {project.title}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <a href={links.href('area', { location: town.slug })} className="font-semibold text-navy-700 underline">
          {town.name}
        </a>
        , completed {formatMonth(project.completed)}
      </p>
      <p className="mt-3 text-slate-700">{project.scope}</p>
      <div className="mt-6 grid gap-6 border-t border-slate-200 pt-6 md:grid-cols-[1.5fr_1fr] md:gap-10">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Highlights</p>
          <CheckList items={project.highlights} className="mt-3 text-slate-800" />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Services used</p>
          <ServiceLinks services={services} className="mt-2" />
        </div>
      </div>
    </article>
  );
}
