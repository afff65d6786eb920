import type { Industry } from '../data/schemas/industry.ts';
import type { Location } from '../data/schemas/location.ts';
import type { Service } from '../data/schemas/service.ts';
import type { ServiceCategory } from '../data/schemas/service-category.ts';
import { findLocations, type SiteData } from '../data/site-data.ts';
import { ADDITIONAL_AREAS, FEATURED_LOCATIONS, SPLIT_CATEGORY } from '../data/spec-names.ts';
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
  /** Ends with a link to the full index when the data holds more than the group shows (see NAV_LIMITS). */
  links: NavLink[];
}

/** A top-level menu: its index page and the groups its mega-menu shows. */
export interface NavMenu {
  /** For ids, e.g. `services`. */
  key: string;
  label: string;
  /** The end of `label` the desktop row shows at 1024-1280 px, where five full labels do not fit, e.g. `Services`. */
  shortLabel?: string;
  to: RouteRef;
  /** 800 px menus; Industries is 1200 px (docs/decisions.md#names-and-numbers-the-site-must-keep). */
  width: 'standard' | 'wide';
  groups: NavGroup[];
  /** Company facts beside a few links in the desktop panel: accreditations and a testimonial, or address and email. */
  aside?: 'trust' | 'visit';
}

export interface Navigation {
  menus: NavMenu[];
  /** `allAreas` follows the scrolling town list always: the list shows a few of its towns at a time. */
  footer: { servicesFirst: NavLink[]; servicesRest: NavLink[]; locations: NavLink[]; allAreas: NavLink; company: NavLink[] };
}

/** The most links a header or footer list shows, so a page's size does not grow with the site (docs/decisions.md#counts-are-content). */
export const NAV_LIMITS = {
  /** Service categories in the services menu (today 4), and services in each (today at most 7). */
  menuServiceGroups: 6,
  menuServicesPerGroup: 8,
  /** Industry groups in the industries menu, and industries in each (today 6 groups, at most 6 each). */
  menuIndustryGroups: 8,
  menuIndustriesPerGroup: 8,
  /** Services in the footer's first column (the brief's ten) and in its second. */
  footerServicesPerColumn: 10,
  /** Towns in the footer's scrolling list (today 33). */
  footerLocations: 40,
} as const;

/** The first `limit` entries, followed by the way to the full list when some were left out. */
function capList<Entry>(entries: Entry[], limit: number, index: Entry): Entry[] {
  return entries.length > limit ? [...entries.slice(0, limit), index] : entries;
}

const serviceLink = (service: Service): NavLink => ({ label: service.name, to: { id: 'service', params: { service: service.slug } } });
const areaLink = (location: Location): NavLink => ({ label: location.name, note: location.postcode, to: { id: 'area', params: { location: location.slug } } });
const allServices = (data: SiteData): NavLink => ({ label: `All ${data.services.length} services`, to: { id: 'services' } });
const allAreas = (data: SiteData): NavLink => ({ label: `All ${data.locations.length} areas`, to: { id: 'serviceAreas' } });

/** A group of industries as the industries page shows it, e.g. Logistics & Warehousing. */
export interface IndustryGroup {
  title: string;
  slug: string;
  /** One industry when the group is an industry of the split category (its title is the industry's name). */
  industries: Industry[];
}

/** The eight groups of the industries page: the six categories with `specialized` split in three. */
export function industryGroups(data: SiteData): IndustryGroup[] {
  return data.industryCategories.flatMap((category) =>
    category.slug === SPLIT_CATEGORY
      ? category.industries.map((industry) => ({ title: industry.name, slug: industry.slug, industries: [industry] }))
      : [{ title: category.title, slug: category.slug, industries: category.industries }],
  );
}

/** The services of each category, in the order of data/service-categories.json and, within it, services.json. */
export function serviceGroups(data: SiteData): { category: ServiceCategory; services: Service[] }[] {
  return data.serviceCategories.map((category) => ({ category, services: data.services.filter((s) => s.category === category.slug) }));
}

/** The one navigation tree: the header menus (one markup for every width) and the footer read it. */
export function createNavigation(data: SiteData): Navigation {
  return { menus: createMenus(data), footer: createFooter(data) };
}

function createMenus(data: SiteData): NavMenu[] {
  const mainAreas = findLocations(data, FEATURED_LOCATIONS);
  const allIndustries: NavLink = { label: 'All industries', to: { id: 'industries' } };

  return [
    {
      key: 'services',
      label: 'Our Services',
      shortLabel: 'Services',
      to: { id: 'services' },
      width: 'standard',
      groups: capList(
        serviceGroups(data).slice(0, NAV_LIMITS.menuServiceGroups + 1).map(({ category, services }) => ({
          title: category.title,
          links: capList(services.map(serviceLink), NAV_LIMITS.menuServicesPerGroup, {
            label: `All ${services.length} in ${category.title.toLowerCase()}`,
            to: { id: 'services', hash: category.slug },
          }),
        })),
        NAV_LIMITS.menuServiceGroups,
        { title: 'More services', links: [allServices(data)] },
      ),
    },
    {
      key: 'areas',
      label: 'Service Areas',
      shortLabel: 'Areas',
      to: { id: 'serviceAreas' },
      width: 'standard',
      groups: [
        { title: 'Main areas', links: mainAreas.map(areaLink) },
        { title: 'Services by area', links: mainAreas.map((l) => ({ label: `Services in ${l.name}`, to: { id: 'areaServices', params: { location: l.slug } } })) },
        // Only the towns the brief names: the rest are one link away, however many there are.
        { title: 'More areas', links: [...findLocations(data, ADDITIONAL_AREAS).map(areaLink), allAreas(data)] },
      ],
    },
    {
      key: 'industries',
      label: 'Industries',
      to: { id: 'industries' },
      width: 'wide',
      groups: data.industryCategories.slice(0, NAV_LIMITS.menuIndustryGroups).map((category) => ({
        title: category.title,
        links: capList<NavLink>(
          category.industries.map((industry) => ({ label: industry.name, to: { id: 'industry', params: { industry: industry.slug } } })),
          NAV_LIMITS.menuIndustriesPerGroup,
          allIndustries,
        ),
      })),
    },
    {
      key: 'about',
      label: 'About',
      to: { id: 'about' },
      width: 'standard',
      aside: 'trust',
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
      aside: 'visit',
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
  const perColumn = NAV_LIMITS.footerServicesPerColumn;
  const services = data.services.map(serviceLink);
  return {
    servicesFirst: services.slice(0, perColumn),
    servicesRest: capList(services.slice(perColumn), perColumn, allServices(data)),
    locations: data.locations.slice(0, NAV_LIMITS.footerLocations).map(areaLink),
    allAreas: allAreas(data),
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
