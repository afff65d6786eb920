import { useSite } from '../site-context.ts';
import { Icon } from './icon.tsx';

/**
 * NAPIT, NICEIC and BS 7671 badges; each explains itself in a tooltip (enhanced by the client bundle).
 * Below `sm` the tooltips anchor to the list rather than the badge, so an 18rem tip never runs off a phone screen.
 */
export function AccreditationBadges({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { accreditations } = useSite().data;
  return (
    <ul className="relative flex flex-wrap gap-3">
      {accreditations.map((item) => (
        <li key={item.slug} className="sm:relative">
          <span
            tabIndex={0}
            aria-describedby={`tip-${item.slug}`}
            data-tooltip=""
            className={`peer inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold ${tone === 'dark' ? 'bg-white/10 text-white ring-1 ring-white/30' : 'bg-navy-50 text-navy-950 ring-1 ring-navy-200'}`}
          >
            <Icon name="badge-check" className={`size-5 ${tone === 'dark' ? 'text-amber-300' : 'text-navy-700'}`} />
            {item.name}
          </span>
          <span
            role="tooltip"
            id={`tip-${item.slug}`}
            className="tooltip"
          >
            {item.description}
          </span>
        </li>
      ))}
    </ul>
  );
}
