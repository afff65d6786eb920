// What the site's brief names (docs/decisions.md#names-and-numbers-the-site-must-keep): minimums the data
// must contain, beside which the owner may add any number of services, towns, industries or categories.

/** The 19 catalogue services of the brief. */
export const SPEC_SERVICES = [
  'new-construction-wiring', 'tenant-fit-out-build-out', 'electrical-system-design-engineering',
  'lighting-installation-retrofit', 'emergency-exit-lighting', 'power-distribution-switchgear',
  'electrical-panel-upgrades', 'circuit-breaker-replacement-repair', 'preventative-maintenance-contracts',
  'surge-protection-power-quality', 'backup-power-systems', 'energy-management-building-automation',
  'data-communications-cabling', 'fire-alarm-life-safety-systems', 'security-access-control-systems',
  'ev-charging-station-installation', 'parking-lot-exterior-lighting', 'grounding-lightning-protection',
  'load-calculations-code-compliance-testing',
] as const;

/** The services the brief features on /services, in its order. */
export const FEATURED_SERVICES = [
  'new-construction-wiring',
  'load-calculations-code-compliance-testing',
  'preventative-maintenance-contracts',
  'ev-charging-station-installation',
  'circuit-breaker-replacement-repair',
] as const;

/** The five home-card slugs: aliases onto catalogue pages (docs/decisions.md#headline-service-aliases). */
export const HEADLINE_ALIASES = [
  'industrial-installations', 'electrical-testing', 'maintenance-repairs', 'emergency-callout', 'ev-charger-installation',
] as const;

/** The six locations the brief features in menus and on the home page. */
export const FEATURED_LOCATIONS = ['hull', 'brough', 'goole', 'howden', 'beverley', 'hessle'] as const;

/** The ten additional areas the brief names for the service-areas page. */
export const ADDITIONAL_AREAS = [
  'anlaby', 'cottingham', 'willerby', 'kirk-ella', 'bridlington',
  'driffield', 'market-weighton', 'pocklington', 'hedon', 'withernsea',
] as const;

/** The six industry categories of the brief's shared data. */
export const SPEC_CATEGORIES = ['agricultural', 'industrial', 'logistics', 'commercial', 'office', 'specialized'] as const;

/** The category whose industries the industries page shows as groups of their own (docs/decisions.md#eight-industry-groups). */
export const SPLIT_CATEGORY = 'specialized';

/** The 18 industries of the brief. */
export const SPEC_INDUSTRIES = [
  'crop-farms', 'dairy-farms', 'greenhouses', 'factories-production-plants', 'food-processing-facilities',
  'chemical-pharma-plants', 'storage-warehouses', 'distribution-centers', 'cold-storage-freezer-facilities',
  'shopping-malls-retail-outlets', 'grocery-stores', 'restaurants-cafes', 'corporate-offices', 'coworking-spaces',
  'banks-financial-institutions', 'data-centers', 'hospitals-clinics', 'new-build-houses',
] as const;

/** How many testimonials the home page shows (the first ones marked `featured`). */
export const HOME_TESTIMONIALS = 3;
