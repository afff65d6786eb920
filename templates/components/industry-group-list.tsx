import { industryGroups, type IndustryGroup } from '../../src/routes/navigation.ts';
import { useSite } from '../site-context.ts';

/** Whether a group is one industry under its own name (e.g. Data Centres), so its heading is its only link. */
export const isSingleIndustry = (group: IndustryGroup) => group.industries.length === 1 && group.industries[0]?.name === group.title;

/**
 * The eight industry groups as cards of links. A group that is one industry under its own name is shown
 * as that one link, not as "Data Centres" over a list holding only "Data Centres".
 */
export function IndustryGroupList() {
  const { data, links } = useSite();
  const linkClass = 'inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700';
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {industryGroups(data).map((group) => {
        const only = isSingleIndustry(group) ? group.industries[0] : undefined;
        return (
          <li key={group.slug} className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-navy-950">
              {only ? (
                <a href={links.href('industry', { industry: only.slug })} className={linkClass}>
                  {group.title}
                </a>
              ) : (
                group.title
              )}
            </h3>
            {only ? (
              <p className="mt-1 text-sm text-slate-700">{only.description}</p>
            ) : (
              <ul className="mt-3 space-y-1">
                {group.industries.map((industry) => (
                  <li key={industry.slug}>
                    <a href={links.href('industry', { industry: industry.slug })} className={linkClass}>
                      {industry.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
