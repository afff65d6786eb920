import { useSite } from '../site-context.ts';

/** The brand mark (a bolt in a rounded square) and the trading name, linking home. */
export function Logo() {
  const { data, links, route } = useSite();
  return (
    <a href={links.href('home')} aria-current={route.id === 'home' ? 'page' : undefined} className="flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap text-white no-underline sm:gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" className="size-8 shrink-0 sm:size-9">
        <rect width="32" height="32" rx="7" className="fill-amber-400" />
        <path d="M18.5 4 8 18h7l-1.5 10L24 14h-7z" className="fill-navy-950" />
      </svg>
      <span className="text-base leading-tight font-bold tracking-tight sm:text-lg">
        {data.company.name.replace(/ Contractors$/, '')}
        <span className="block text-[0.625rem] font-medium text-navy-100 uppercase sm:text-xs sm:tracking-wide">Commercial &amp; industrial</span>
      </span>
    </a>
  );
}
