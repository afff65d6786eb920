import { useSite } from '../site-context.ts';

/**
 * The collapsible mobile menu: a native <details>, so it opens and closes without JavaScript;
 * the client bundle turns its summary into a button with aria-expanded/aria-controls.
 */
export function MobileNav() {
  const { navigation, links, route } = useSite();
  return (
    <details className="group/mobile lg:hidden" data-mobile-menu="">
      <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 rounded-md border border-white/40 px-3 font-semibold text-white marker:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className="stroke-current">
          <path d="M4 7h16M4 12h16M4 17h16" strokeWidth="2" className="group-open/mobile:hidden" />
          <path d="M6 6l12 12M18 6 6 18" strokeWidth="2" className="hidden group-open/mobile:block" />
        </svg>
        <span>Menu</span>
      </summary>
      <nav aria-label="Main" id="mobile-menu" className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-white/10 bg-navy-950 px-4 pb-8 shadow-2xl">
        <ul className="divide-y divide-white/10">
          {navigation.menus.map((menu) => (
            <li key={menu.key}>
              <details className="group/section">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 text-lg font-semibold text-white marker:hidden">
                  {menu.label}
                  <span aria-hidden="true" className="text-2xl leading-none group-open/section:rotate-45 transition-transform">+</span>
                </summary>
                <ul className="grid gap-1 pb-4 sm:grid-cols-2">
                  <li>
                    <a href={links.hrefTo(menu.to)} aria-current={links.hrefTo(menu.to) === route.pathname ? 'page' : undefined} className="block rounded px-3 py-2 font-semibold text-amber-300 underline-offset-4">
                      {menu.label}: overview
                    </a>
                  </li>
                  {menu.mobileLinks.map((link) => {
                    const target = links.hrefTo(link.to);
                    return (
                      <li key={target}>
                        <a href={target} aria-current={route.pathname === target ? 'page' : undefined} className="block rounded px-3 py-2 text-navy-100 hover:bg-white/10 hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-white">
                          {link.label}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
