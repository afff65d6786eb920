import type { Location } from '../../src/data/schemas/location.ts';
import { useSite } from '../site-context.ts';

/**
 * The main areas as linked cards (name and postcode), then a link to every area we serve.
 * `layout` sets the grid's columns, e.g. six across on a full-width section, three in a half.
 */
export function AreaLinks({ areas, layout = 'wide' }: { areas: readonly Location[]; layout?: 'wide' | 'half' }) {
  const { links } = useSite();
  return (
    <>
      <ul className={`grid grid-cols-2 gap-4 ${layout === 'wide' ? 'md:grid-cols-3 lg:grid-cols-6' : 'sm:grid-cols-3'}`}>
        {areas.map((area) => (
          <li key={area.slug}>
            <a
              href={links.href('area', { location: area.slug })}
              className="area-card"
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
    </>
  );
}
