import type { NavMenu } from '../../src/routes/navigation.ts';
import { PhoneLink } from '../components/contact-links.tsx';
import { QuoteButton } from '../components/buttons.tsx';
import { useSite } from '../site-context.ts';

/**
 * Mega-menus. Without JavaScript each top-level item is a link to its index page and its panel
 * opens on hover or when focus enters it; the client bundle adds the disclosure buttons.
 */
export function DesktopNav() {
  const { navigation } = useSite();
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navigation.menus.map((menu) => (
          <MenuItem key={menu.key} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}

function MenuItem({ menu }: { menu: NavMenu }) {
  const { links, route } = useSite();
  const href = links.hrefTo(menu.to);
  const current = route.pathname === href;
  const panelId = `menu-${menu.key}`;
  return (
    <li className="group" data-menu={menu.key}>
      <div className="flex items-center">
        <a
          href={href}
          aria-current={current ? 'page' : undefined}
          className="flex min-h-11 items-center rounded-md px-2.5 text-[0.95rem] font-medium whitespace-nowrap text-white no-underline hover:bg-white/10 aria-[current=page]:text-amber-300"
        >
          {menu.label}
        </a>
        {/* The disclosure toggle does nothing without JavaScript: removed when scripting is off, and otherwise
            holding its place, invisible, until the script is ready, so that revealing it shifts nothing. */}
        <button
          type="button"
          data-menu-toggle=""
          aria-expanded="false"
          aria-controls={panelId}
          aria-label={`${menu.label} menu`}
          className="invisible -ml-1 flex min-h-11 min-w-7 cursor-pointer items-center justify-center rounded-md text-white hover:bg-white/10 aria-expanded:bg-white/10 data-ready:visible noscript:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" className="transition-transform in-aria-expanded:rotate-180">
            <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div
        id={panelId}
        data-menu-panel=""
        className={`invisible absolute top-full left-1/2 z-40 max-w-[calc(100vw-2rem)] -translate-x-1/2 pt-2 opacity-0 transition-opacity noscript:group-focus-within:visible noscript:group-focus-within:opacity-100 noscript:group-hover:visible noscript:group-hover:opacity-100 data-[open=true]:visible data-[open=true]:opacity-100 ${
          menu.width === 'wide' ? 'w-[1200px]' : 'w-[800px]'
        }`}
      >
        <div className="rounded-lg bg-white p-6 text-navy-950 shadow-2xl ring-1 ring-navy-950/10">
          <div className={`grid gap-6 ${menu.groups.length >= 4 ? 'grid-cols-4' : menu.groups.length === 3 ? 'grid-cols-3' : 'grid-cols-[1fr_2fr]'}`}>
            {menu.groups.map((group) => (
              <div key={group.title}>
                <p className="text-xs font-semibold tracking-wider text-navy-700 uppercase">{group.title}</p>
                <ul className={`mt-3 grid gap-x-4 gap-y-1 ${group.links.length > 10 ? 'grid-cols-2' : ''}`}>
                  {group.links.map((link) => {
                    const target = links.hrefTo(link.to);
                    return (
                      <li key={target}>
                        <a
                          href={target}
                          aria-current={route.pathname === target ? 'page' : undefined}
                          className="block rounded px-2 py-1.5 text-sm text-slate-800 no-underline hover:bg-navy-50 hover:text-navy-950 aria-[current=page]:font-semibold aria-[current=page]:text-navy-700"
                        >
                          {link.label}
                          {link.note && <span className="ml-1.5 text-xs text-slate-600">{link.note}</span>}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
            {menu.groups.length === 1 && <MenuContactCard />}
          </div>
        </div>
      </div>
    </li>
  );
}

function MenuContactCard() {
  const { company } = useSite().data;
  return (
    <div className="rounded-md bg-navy-50 p-5">
      <p className="font-semibold text-navy-950">Talk to an electrician</p>
      <p className="mt-1 text-sm text-slate-700">
        {company.hours.label}. Emergency call-out {company.hours.emergency}.
      </p>
      <PhoneLink className="mt-3 flex min-h-11 items-center gap-2 font-semibold text-navy-900" />
      <div className="mt-3">
        <QuoteButton />
      </div>
    </div>
  );
}
