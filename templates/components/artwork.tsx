import type { IconName } from '../../src/data/schemas/common.ts';
import { Icon } from './icon.tsx';

/**
 * The site's illustration: a stylised distribution board with the subject's icon, drawn as inline SVG
 * with fixed dimensions so nothing shifts while the page loads. Decorative: the text says it all.
 */
export function Artwork({ icon, className = '' }: { icon: IconName; className?: string }) {
  return (
    <div className={`relative aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl bg-navy-900 ring-1 ring-white/10 ${className}`} aria-hidden="true">
      <svg viewBox="0 0 400 300" width="400" height="300" className="absolute inset-0 h-full w-full">
        <rect x="40" y="40" width="150" height="220" rx="10" fill="#153766" stroke="#b9c8df" strokeOpacity="0.4" />
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <g key={row}>
            <rect x="58" y={62 + row * 32} width="114" height="20" rx="4" fill="#0f2748" />
            <rect x={66 + (row % 3) * 10} y={66 + row * 32} width="14" height="12" rx="2" fill={row === 2 ? '#fbbf24' : '#dfe7f3'} />
          </g>
        ))}
        <path d="M190 95h70a20 20 0 0 1 20 20v40M190 160h40a20 20 0 0 0 20-20M190 225h110a20 20 0 0 0 20-20v-30" fill="none" stroke="#fbbf24" strokeWidth="4" strokeLinecap="round" />
        <circle cx="280" cy="160" r="70" fill="#fbbf24" />
      </svg>
      <div className="absolute top-1/2 left-[70%] -translate-x-1/2 -translate-y-1/2 text-navy-950">
        <Icon name={icon} className="size-20" />
      </div>
    </div>
  );
}
