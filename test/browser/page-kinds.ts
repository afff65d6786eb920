/** One page of each kind the site has, by name (used in screenshot names and failure messages). */
export const PAGE_KINDS: Record<string, string> = {
  home: '/',
  services: '/services/',
  service: '/services/emergency-exit-lighting/',
  'service-in-location': '/services/emergency-exit-lighting/goole/',
  area: '/commercial-electrician-hull/',
  'area-services': '/services-beverley/',
  'service-areas': '/service-areas/',
  industries: '/industries/',
  industry: '/industries/cold-storage-freezer-facilities/',
  about: '/about/',
  contact: '/contact/',
  'free-site-survey': '/free-site-survey/',
  portfolio: '/portfolio/',
  testimonials: '/testimonials/',
  sitemap: '/sitemap/',
  'privacy-policy': '/privacy-policy/',
  'terms-conditions': '/terms-conditions/',
  'not-found': '/no-such-page/',
  'service-not-found': '/services/teleportation/atlantis/',
};

/** The widths every page kind is checked and photographed at (issue 12): phones, a tablet, laptops, a desktop. */
export const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
