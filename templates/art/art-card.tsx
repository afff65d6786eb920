import type { ReactNode } from 'react';

/**
 * The card every illustration sits on: navy, 4:3, with the drawing as inline SVG at fixed
 * dimensions (nothing shifts while the page loads) and, optionally, the caller's icon in an amber disc.
 * Decorative: the text around it says it all, so the whole card is hidden from screen readers.
 */
export function ArtCard({ children, badge, className }: { children: ReactNode; badge?: ReactNode; className?: string }) {
  return (
    <div className={`relative aspect-[4/3] w-full max-w-md overflow-hidden rounded-2xl bg-navy-900 ring-1 ring-white/10 ${className ?? ''}`} aria-hidden="true">
      <svg viewBox="0 0 400 300" width="400" height="300" className="absolute inset-0 h-full w-full" focusable="false">
        {children}
        {badge ? <circle cx="300" cy="200" r="56" fill="#fbbf24" stroke="#0f2748" strokeWidth="8" /> : null}
      </svg>
      {badge ? <div className="absolute top-[66.7%] left-3/4 -translate-x-1/2 -translate-y-1/2 text-navy-950">{badge}</div> : null}
    </div>
  );
}
