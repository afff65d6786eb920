import { LinkButton } from '../components/buttons.tsx';
import { telHref } from '../components/contact-links.tsx';
import { Icon } from '../components/icon.tsx';
import { useSite } from '../site-context.ts';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { MobileNav } from './mobile-nav.tsx';

/** Sticky header: logo, mega-menus, the phone number (same place on every page) and the survey button. */
export function Header() {
  const { company } = useSite().data;
  return (
    <header className="sticky top-0 z-30 bg-navy-950 text-white shadow-md">
      <div className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <a
            href={telHref(company)}
            className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-semibold whitespace-nowrap text-white no-underline hover:bg-white/10"
          >
            <Icon name="phone" className="size-5 text-amber-300" />
            <span className="hidden sm:inline">{company.phone}</span>
            <span className="sr-only sm:hidden">Call {company.phone}</span>
          </a>
          <span className="hidden xl:block">
            <LinkButton to={{ id: 'freeSiteSurvey' }}>Book Free Survey</LinkButton>
          </span>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
