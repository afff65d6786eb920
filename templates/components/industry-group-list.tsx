import { useSite } from '../site-context.ts';

/**
 * The industries grid of the services page: every category of data/industries.json as the same card, its title
 * over links to its industries, so that no entry looks like a different kind of thing from its neighbours.
 */
export function IndustryGroupList() {
  const { data, links } = useSite();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.industryCategories.map((category) => (
        <li key={category.slug} className="rounded-xl border border-slate-200 p-5">
          <h3 className="font-semibold text-navy-950">{category.title}</h3>
          <ul className="mt-3 space-y-1">
            {category.industries.map((industry) => (
              <li key={industry.slug}>
                <a href={links.href('industry', { industry: industry.slug })} className="inline-block py-1 text-navy-700 underline decoration-navy-200 hover:decoration-navy-700">
                  {industry.name}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
