import type { NavGroup, NavLink, NavMenu } from '../../src/routes/navigation.ts';
import { telHref } from '../components/contact-links.tsx';
import { useSite } from '../site-context.ts';
import { ASIDE_CELLS, MenuAside, MenuContactCard } from './menu-cards.tsx';

/** The id the Menu button opens below the desktop breakpoint. */
export const SITE_NAV_ID = 'site-nav';

/**
 * The main navigation, sent once for every width (its look is in site.css, `.site-nav`). From 1024 px it is
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
        <a href={links.hrefTo({ id: 'contact', hash: 'quote' })}>Get Your Free Quote</a>
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
 * The desktop panel's grid: its cells (the groups, then the aside's blocks) in two columns (three in the
 * 1200 px panel), the call card in a last column of its own spanning every row. A group left alone in the
 * last row spans it, its links flowing into as many columns, so that no column is narrower than a town
 * name with its postcode. Literal class names, because the stylesheet is built from the words in templates/.
 */
const GRID = { standard: 'lg:grid-cols-[1fr_1fr_17rem]', wide: 'lg:grid-cols-[1fr_1fr_1fr_17rem]' } as const;
const ROW_SPANS = ['lg:row-[1/span_1]', 'lg:row-[1/span_2]', 'lg:row-[1/span_3]', 'lg:row-[1/span_4]'] as const;
const LONE_GROUP = { 2: 'lg:col-span-2', 3: 'lg:col-span-3' } as const;
const LONE_LIST = { 2: 'nav-list lg:grid-cols-2', 3: 'nav-list lg:grid-cols-3' } as const;

interface PanelLayout {
  grid: string;
  /** The call card's rows, e.g. `lg:row-[1/span_2]`. */
  rows: string;
  /** How many columns the last group spans when it is alone in its row, else 1. */
  lone: 1 | 2 | 3;
}

function panelLayout(menu: NavMenu): PanelLayout {
  const columns = menu.width === 'wide' ? 3 : 2;
  const cells = menu.groups.length + (menu.aside ? ASIDE_CELLS[menu.aside] : 0);
  const rows = Math.ceil(cells / columns);
  const left = columns - (cells % columns || columns);
  const lone = !menu.aside && left > 0 ? ((left + 1) as 2 | 3) : 1;
  return { grid: GRID[menu.width], rows: ROW_SPANS[Math.min(rows, ROW_SPANS.length) - 1] ?? ROW_SPANS[0], lone };
}

function MenuItem({ menu }: { menu: NavMenu }) {
  const { links, route } = useSite();
  const href = links.hrefTo(menu.to);
  const panelId = `menu-${menu.key}`;
  const layout = panelLayout(menu);
  return (
    <li className="nav-item" data-menu={menu.key}>
      <div className="nav-row">
        <a href={href} aria-current={route.pathname === href ? 'page' : undefined} className="nav-top">
          <MenuLabel menu={menu} />
        </a>
        {/* The toggle does nothing without JavaScript: hidden when scripting is off, and otherwise holding
            its place, invisible, until the script is ready, so that revealing it shifts nothing. */}
        <button type="button" data-menu-toggle="" aria-expanded="false" aria-controls={panelId} aria-label={`${menu.label} menu`} className="nav-toggle" />
      </div>
      <div id={panelId} data-menu-panel="" className={`nav-panel ${menu.width === 'wide' ? 'lg:w-[1200px]' : 'lg:w-[800px]'}`}>
        <div className={`nav-card ${layout.grid}`}>
          {menu.groups.map((group, index) => (
            <Group key={group.title} group={group} span={index === menu.groups.length - 1 ? layout.lone : 1} />
          ))}
          <MenuAside aside={menu.aside} />
          <MenuContactCard rows={layout.rows} />
        </div>
      </div>
    </li>
  );
}

/**
 * The menu's label, its start hidden (for screen readers only) between 1024 and 1280 px when it has a
 * short label, e.g. "Our Services" read and "Services" shown, so the visible words stay in the link's name.
 * One span, so that the space between the two parts survives in the flex row.
 */
function MenuLabel({ menu }: { menu: NavMenu }) {
  const cut = menu.shortLabel && menu.label.endsWith(menu.shortLabel) ? menu.label.length - menu.shortLabel.length : 0;
  if (cut === 0) return menu.label;
  return (
    <span>
      <span className="lg:max-xl:sr-only">{menu.label.slice(0, cut)}</span>
      {menu.label.slice(cut)}
    </span>
  );
}

function Group({ group, span }: { group: NavGroup; span: 1 | 2 | 3 }) {
  return (
    <div className={span === 1 ? undefined : LONE_GROUP[span]}>
      <p className="nav-group-title">{group.title}</p>
      <ul className={span === 1 ? 'nav-list' : LONE_LIST[span]}>
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
        {/* The space keeps the name and the note two words for screen readers: "Goole DN14". */}
        {link.note && <> <span>{link.note}</span></>}
      </a>
    </li>
  );
}
