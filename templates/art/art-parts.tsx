import type { ReactNode } from 'react';

/** The palette: the site's navy scale plus one amber accent, so every drawing belongs to one family. */
export const INK = '#081426';
/** navy-900, the card's own background: used to punch holes and dark insets. */
export const NIGHT = '#0f2748';
/** navy-800: the main body fill. */
export const DEEP = '#153766';
/** navy-700: secondary fills, ground lines, water. */
export const MID = '#1d4a8a';
/** navy-200: detail strokes. */
export const MIST = '#b9c8df';
/** navy-100: the main outline colour. */
export const LINE = '#dfe7f3';
/** navy-50: the lightest surfaces (paper, stripes). */
export const PAPER = '#f2f5fa';
/** The accent: power, light, highlights. */
export const AMBER = '#fbbf24';

/** The root of every drawing: light rounded outlines 4 wide, so children only state what differs. */
export function Art({ children }: { children: ReactNode }) {
  return (
    <g fill="none" stroke={LINE} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  );
}

/** A map pin with its tip at (x, y) and a head of radius r (keep r a multiple of 8 for whole numbers). */
export function Pin({ x, y, r }: { x: number; y: number; r: number }) {
  const side = Math.round(r * 0.87);
  return (
    <g transform={`translate(${x} ${y})`} stroke="none">
      <path d={`M0 0L${-side} ${-1.5 * r}A${r} ${r} 0 1 1 ${side} ${-1.5 * r}Z`} fill={AMBER} />
      <circle cy={-2 * r} r={Math.round(r * 0.4)} fill={NIGHT} />
    </g>
  );
}

/** A lightning bolt about 60 high centred on (x, y); s scales it. */
export function Bolt({ x, y, s = 1, fill = AMBER }: { x: number; y: number; s?: number; fill?: string }) {
  return <path d="M6-30L-14 4H0L-6 30L14-6H0Z" transform={`translate(${x} ${y})${s === 1 ? '' : ` scale(${s})`}`} fill={fill} stroke="none" />;
}

/** Path data for a row of n five-point stars (radius 15) centred at y, the first at x, `gap` apart. */
export function starRow(x: number, y: number, n: number, gap: number): string {
  return Array.from({ length: n }, (_, i) => `M${x + i * gap} ${y - 15}l4 10h10l-8 7 3 10-9-6-9 6 3-10-8-7h10z`).join('');
}
