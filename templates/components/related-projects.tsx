import type { CaseStudy } from '../../src/routes/case-studies.ts';
import { formatMonth } from './month.ts';
import { useSite } from '../site-context.ts';

/**
 * A few case studies as cards: the title, linked to its page; the town and month; its first figure. Kept to the
 * latest few by the route (src/routes/case-studies.ts, RELATED_PROJECTS), so that no page grows with the portfolio.
 */
export function RelatedProjects({ studies }: { studies: readonly CaseStudy[] }) {
  const { links } = useSite();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {studies.map(({ project, location }) => {
        const [figure] = project.figures;
        return (
          <li key={project.slug} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="font-semibold text-navy-950">
              <a href={links.href('caseStudy', { project: project.slug })} className="text-navy-700 underline decoration-navy-200 underline-offset-4 hover:decoration-navy-700">
                {project.title}
              </a>
            </h3>
            <p className="mt-1 text-sm text-slate-600">
              {location.name}, completed {formatMonth(project.completed)}
            </p>
            {figure && (
              <p className="mt-3 text-slate-700">
                <strong className="text-navy-950">{figure.value}</strong> {figure.label}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
