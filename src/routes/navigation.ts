import type { SiteData } from '../data/site-data.ts';
import { FEATURED_SERVICES, SPLIT_CATEGORY } from '../data/spec-names.ts';
import type { RouteRef } from './types.ts';

/** A link in a menu or the footer. */
export interface NavLink {
  label: string;
  to: RouteRef;
  /** Shown under the label in wide menus, e.g. the postcode of an area. */
  note?: string;
}

export interface NavGroup {
  title: string;
  links: NavLink[];
}

/** A top-level menu: its index page and the groups its mega-menu shows. */
export interface NavMenu {
  /** Used for ids, e.g. `services`. */
  key: string;
  label: string;
  to: RouteRef;
  /** 800 px menus; Industries is 1200 px (spec section 9). */
  width: 'standard' | 'wide';
  groups: NavGroup[];
  /** Every link of the groups once, without the index page: the mobile menu's list. */
  mobileLinks: NavLink[];
}

export interface Navigation {
  menus: NavMenu[];
  footer: { servicesFirst: NavLink[]; servicesRest: NavLink[]; locations: NavLink[]; company: NavLink[] };
}

/** The eight groups of the industries page: the six categories with `specialized` split in three. */
export function industryGroups(data: SiteData): { title: string; slug: string; industries: SiteData['industryCategories'][number]['industries'] }[] {
  return data.industryCategories.flatMap((category) =>
    category.slug === SPLIT_CATEGORY
      ? category.industries.map((industry) => ({ title: industry.name, slug: industry.slug, industries: [industry] }))
      : [{ title: category.title, slug: category.slug, industries: category.industries }],
  );
}

/** The one navigation tree: header menus, mobile menu and footer all read it. */
export function createNavigation(data: SiteData): Navigation {
  const menus = createMenus(data).map((menu): NavMenu => {
    const seen = new Set([JSON.stringify(menu.to)]);
    const mobileLinks = menu.groups.flatMap((group) => group.links).filter((link) => {
      const key = JSON.stringify(link.to);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...menu, mobileLinks };
  });
  return { menus, footer: createFooter(data) };
}

function createMenus(data: SiteData): Omit<NavMenu, 'mobileLinks'>[] {
  const serviceLink = (slug: string, name: string): NavLink => ({ label: name, to: { id: 'service', params: { service: slug } } });
  const allServices = data.services.map((s) => serviceLink(s.slug, s.name));
  const featuredServices = FEATURED_SERVICES.map((slug) => {
    const service = data.services.find((s) => s.slug === slug);
    if (!service) throw new Error(`featured service ${slug} is missing from services.json`);
    return serviceLink(slug, service.name);
  });
  const areaLink = (location: SiteData['locations'][number]): NavLink => ({
    label: location.name,
    note: location.postcode,
    to: { id: 'area', params: { location: location.slug } },
  });
  const featured = data.locations.filter((l) => l.featured);
  const others = data.locations.filter((l) => !l.featured);

  return [
      {
        key: 'services',
        label: 'Our Services',
        to: { id: 'services' },
        width: 'standard',
        groups: [
          { title: 'Featured services', links: [{ label: 'All services', to: { id: 'services' } }, ...featuredServices] },
          { title: 'Every service', links: allServices },
        ],
      },
      {
        key: 'areas',
        label: 'Service Areas',
        to: { id: 'serviceAreas' },
        width: 'standard',
        groups: [
          { title: 'Main areas', links: [{ label: 'All service areas', to: { id: 'serviceAreas' } }, ...featured.map(areaLink)] },
          { title: 'Services by area', links: featured.map((l) => ({ label: `Services in ${l.name}`, to: { id: 'areaServices', params: { location: l.slug } } })) },
          { title: 'More areas', links: others.slice(0, 10).map(areaLink) },
        ],
      },
      {
        key: 'industries',
        label: 'Industries',
        to: { id: 'industries' },
        width: 'wide',
        groups: industryGroups(data).map((group) => ({
          title: group.title,
          links: group.industries.map((industry) => ({ label: industry.name, to: { id: 'industry', params: { industry: industry.slug } } })),
        })),
      },
      {
        key: 'about',
        label: 'About',
        to: { id: 'about' },
        width: 'standard',
        groups: [
          {
            title: 'About us',
            links: [
              { label: 'Our story and team', to: { id: 'about' } },
              { label: 'Portfolio', to: { id: 'portfolio' } },
              { label: 'Testimonials', to: { id: 'testimonials' } },
              { label: 'Free site survey', to: { id: 'freeSiteSurvey' } },
            ],
          },
        ],
      },
      {
        key: 'contact',
        label: 'Contact',
        to: { id: 'contact' },
        width: 'standard',
        groups: [
          {
            title: 'Get in touch',
            links: [
              { label: 'Contact details', to: { id: 'contact' } },
              { label: 'Request a quote', to: { id: 'contact', hash: 'quote' } },
              { label: '24/7 emergency call-out', to: { id: 'contact', hash: 'emergency' } },
              { label: 'Book a free site survey', to: { id: 'freeSiteSurvey' } },
            ],
          },
        ],
      },
  ];
}

function createFooter(data: SiteData): Navigation['footer'] {
  const allServices = data.services.map((s): NavLink => ({ label: s.name, to: { id: 'service', params: { service: s.slug } } }));
  return {
      servicesFirst: allServices.slice(0, 10),
      servicesRest: allServices.slice(10),
      locations: data.locations.map((location) => ({ label: location.name, note: location.postcode, to: { id: 'area', params: { location: location.slug } } })),
      company: [
        { label: 'About us', to: { id: 'about' } },
        { label: 'Industries', to: { id: 'industries' } },
        { label: 'Service areas', to: { id: 'serviceAreas' } },
        { label: 'Portfolio', to: { id: 'portfolio' } },
        { label: 'Testimonials', to: { id: 'testimonials' } },
        { label: 'Free site survey', to: { id: 'freeSiteSurvey' } },
        { label: 'Contact', to: { id: 'contact' } },
        { label: 'Sitemap', to: { id: 'sitemap' } },
        { label: 'Privacy policy', to: { id: 'privacyPolicy' } },
        { label: 'Terms and conditions', to: { id: 'termsConditions' } },
      ],
  };
}
