import { useSite } from '../site-context.ts';

/** The brand mark (a bolt in a rounded square) and the trading name, linking home. */
export function Logo() {
  const { data, links, route } = useSite();
  return (
    <a href={links.href('home')} aria-current={route.id === 'home' ? 'page' : undefined} className="flex min-h-11 items-center gap-2.5 text-white no-underline">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" className="shrink-0">
        <rect width="32" height="32" rx="7" className="fill-amber-400" />
        <path d="M18.5 4 8 18h7l-1.5 10L24 14h-7z" className="fill-navy-950" />
      </svg>
      <span className="text-lg leading-tight font-bold tracking-tight">
        {data.company.name.replace(/ Contractors$/, '')}
        <span className="block text-xs font-medium tracking-wide text-navy-100 uppercase">Commercial &amp; industrial</span>
      </span>
    </a>
  );
}
