// The browser bundle: progressive enhancement of server-rendered markup, found by data- attributes.
// Every page works without it; each enhancer does nothing where its markup is absent.
import { enhanceDisclosures } from './disclosures.ts';
import { enhanceMapFacades } from './map-facade.ts';
import { enhanceMenus } from './menus.ts';
import { enhanceMobileMenu } from './mobile-menu.ts';
import { enhanceNotFound } from './not-found.ts';
import { enhanceQuotePrefill } from './prefill.ts';
import { enhanceEnquiryForms } from './enquiry-form.ts';
import { enhanceTooltips } from './tooltips.ts';

enhanceMenus();
enhanceMobileMenu();
enhanceTooltips();
enhanceDisclosures();
enhanceEnquiryForms();
enhanceQuotePrefill();
enhanceMapFacades();
enhanceNotFound();
