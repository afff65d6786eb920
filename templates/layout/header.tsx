import { LinkButton } from '../components/buttons.tsx';
import { telHref } from '../components/contact-links.tsx';
import { Icon } from '../components/icon.tsx';
import { useSite } from '../site-context.ts';
import { Logo } from './logo.tsx';
import { SITE_NAV_ID, SiteNav } from './site-nav.tsx';

/**
 * Sticky header: logo, navigation, the phone number (same place on every page) and the survey button.
 * Nothing in the row is centred or spread: the logo never shrinks and the navigation grows to its right,
 * so no item moves while the rest of the page is still arriving (cumulative layout shift 0).
 * From 1024 px the five menus join the row; until 1280 px the row is set tighter (smaller phone and
 * button text, less padding) so that all of it fits a laptop's 1024 px without clipping.
 */
export function Header() {
  const { company } = useSite().data;
  return (
    <header className="sticky top-0 z-30 bg-navy-950 text-white shadow-md">
      <div className="relative mx-auto flex h-18 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:max-xl:gap-1 xl:px-8">
        <Logo />
        <SiteNav />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 lg:max-xl:gap-1">
          <a href={telHref(company)} className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold whitespace-nowrap text-white no-underline hover:bg-white/10 lg:max-xl:gap-1.5 lg:max-xl:px-1.5 lg:max-xl:text-sm">
            <Icon name="phone" className="size-5 text-amber-300 lg:max-xl:hidden" />
            <span className="hidden sm:inline">{company.phone}</span>
            <span className="sr-only sm:hidden">Call {company.phone}</span>
          </a>
          <span className="hidden whitespace-nowrap md:block lg:max-xl:*:px-3 lg:max-xl:*:text-sm">
            <LinkButton to={{ id: 'freeSiteSurvey' }} variant="ghost-dark">
              Book Free Survey
            </LinkButton>
          </span>
          <button type="button" popoverTarget={SITE_NAV_ID} aria-controls={SITE_NAV_ID} data-menu-button="" className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-white/40 px-2.5 font-semibold text-white lg:hidden">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="stroke-current">
              <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" className="menu-closed" />
              <path d="M6 6l12 12M18 6L6 18" strokeWidth="2" className="menu-open" />
            </svg>
            {/* "Menu" while closed, "Close" while open: the stylesheet shows one (site.css, .menu-open). */}
            <span className="menu-closed sr-only min-[22rem]:not-sr-only">Menu</span>
            <span className="menu-open sr-only min-[22rem]:not-sr-only">Close</span>
          </button>
        </div>
      </div>
    </header>
  );
}
