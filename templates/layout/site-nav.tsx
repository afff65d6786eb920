import type { NavGroup, NavLink, NavMenu } from '../../src/routes/navigation.ts';
import { telHref } from '../components/contact-links.tsx';
import { useSite } from '../site-context.ts';

/** The id the Menu button opens below the desktop breakpoint. */
export const SITE_NAV_ID = 'site-nav';

/**
 * The main navigation, sent once for every width (its look is in site.css, `.site-nav`). From 1280 px it is
 * a row of mega-menus; below, it is a popover that the header's Menu button opens, which works without
 * JavaScript. Each top-level item is a link to its index page; the client bundle reveals the disclosure
 * toggles beside them. Without JavaScript the panels open on hover or focus (desktop) or stand open (menu).
 */
export function SiteNav() {
  const { navigation } = useSite();
  return (
    <nav id={SITE_NAV_ID} popover="auto" aria-label="Main" className="site-nav">
      <QuickActions />
      <ul className="nav-menus">
        {navigation.menus.map((menu) => (
          <MenuItem key={menu.key} menu={menu} />
        ))}
      </ul>
    </nav>
  );
}

/** What a visitor on a phone most often wants, before the menus. */
function QuickActions() {
  const { data, links, route } = useSite();
  const { company } = data;
  const contact = links.href('contact');
  return (
    <ul className="nav-quick">
      <li>
        <a href={telHref(company)}>Call {company.phone}</a>
      </li>
      <li>
        <a href={links.hrefTo({ id: 'contact', hash: 'quote' })}>Free quote</a>
      </li>
      <li>
        <a href={contact} aria-current={route.pathname === contact ? 'page' : undefined}>
          Contact
        </a>
      </li>
    </ul>
  );
}

/**
 * The desktop panel's grid: the groups in up to three columns, the call panel in a last column of its own
 * spanning every row. Literal class names, because the stylesheet is built from the words in templates/.
 */
const COLUMNS = { 1: 'xl:grid-cols-[2fr_1fr]', 2: 'xl:grid-cols-[1fr_1fr_17rem]', 3: 'xl:grid-cols-[1fr_1fr_1fr_17rem]' } as const;
const ROW_SPANS = ['xl:row-[1/span_1]', 'xl:row-[1/span_2]', 'xl:row-[1/span_3]', 'xl:row-[1/span_4]'] as const;

function menuLayout(groups: number): { grid: string; rows: string } {
  // Four groups read better as two by two than as three and one.
  const columns = groups <= 3 ? groups : groups === 4 ? 2 : 3;
  const rows = Math.ceil(groups / columns);
  return { grid: COLUMNS[columns as 1 | 2 | 3], rows: ROW_SPANS[Math.min(rows, ROW_SPANS.length) - 1] ?? ROW_SPANS[0] };
}

function MenuItem({ menu }: { menu: NavMenu }) {
  const { links, route } = useSite();
  const href = links.hrefTo(menu.to);
  const panelId = `menu-${menu.key}`;
  const single = menu.groups.length === 1;
  const layout = menuLayout(menu.groups.length);
  return (
    <li className="nav-item" data-menu={menu.key}>
      <div className="nav-row">
        <a href={href} aria-current={route.pathname === href ? 'page' : undefined} className="nav-top">
          {menu.label}
        </a>
        {/* The toggle does nothing without JavaScript: hidden when scripting is off, and otherwise holding
            its place, invisible, until the script is ready, so that revealing it shifts nothing. */}
        <button type="button" data-menu-toggle="" aria-expanded="false" aria-controls={panelId} aria-label={`${menu.label} menu`} className="nav-toggle" />
      </div>
      <div id={panelId} data-menu-panel="" className={`nav-panel ${menu.width === 'wide' ? 'xl:w-[1200px]' : 'xl:w-[800px]'}`}>
        <div className={`nav-card ${layout.grid}`}>
          {menu.groups.map((group) => (
            <Group key={group.title} group={group} wide={single && group.links.length > 10} />
          ))}
          <MenuContactCard rows={layout.rows} />
        </div>
      </div>
    </li>
  );
}

function Group({ group, wide }: { group: NavGroup; wide: boolean }) {
  return (
    <div>
      <p className="nav-group-title">{group.title}</p>
      <ul className={wide ? 'nav-list xl:grid-cols-2' : 'nav-list'}>
        {group.links.map((link) => (
          <MenuLink key={link.label} link={link} />
        ))}
      </ul>
    </div>
  );
}

function MenuLink({ link }: { link: NavLink }) {
  const { links, route } = useSite();
  const target = links.hrefTo(link.to);
  return (
    <li>
      <a href={target} aria-current={route.pathname === target ? 'page' : undefined}>
        {link.label}
        {link.note && <span>{link.note}</span>}
      </a>
    </li>
  );
}

/**
 * In every desktop menu, beside the groups: the 24/7 line, the hours and the quote form, for a visitor who
 * would rather ask. Below 1280 px the menu's quick actions at its top do this job, so it is not shown.
 */
function MenuContactCard({ rows }: { rows: string }) {
  const { data, links } = useSite();
  const { company } = data;
  return (
    <div className={`nav-call ${rows}`}>
      <p>Talk to an electrician</p>
      <p>
        {company.hours.label}. Emergency call-out {company.hours.emergency}.
      </p>
      <a href={telHref(company)}>
        Call {company.hours.emergency}
        <span>{company.phone}</span>
      </a>
      <a href={links.hrefTo({ id: 'contact', hash: 'quote' })} className="btn btn-primary mt-2">
        Get Your Free Quote
      </a>
    </div>
  );
}
