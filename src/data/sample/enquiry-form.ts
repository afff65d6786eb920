import { isPrivateHost } from '../schemas/enquiry-endpoint.ts';
import type { Finding } from './value-rules.ts';

const FIX_ENDPOINT = "set enquiryForm.endpoint in data/company.json to your form service's https address, e.g. \"https://formspree.io/f/xyzabcde\" (docs/content.md#setting-the-enquiry-endpoint)";

/**
 * The enquiry forms as company.json sets them up: without `enquiryForm.endpoint` they only simulate sending (the
 * specification's behaviour), so every enquiry is lost: sample behaviour, `form`. An endpoint over http or at a
 * loopback or private address builds (previews and tests post to one) but no visitor can reach it: `endpoint`,
 * which even a staging deploy refuses.
 */
export function checkEnquiryForm(company: unknown): Finding[] {
  const form = company !== null && typeof company === 'object' ? (company as Record<string, unknown>)['enquiryForm'] : undefined;
  const endpoint = form !== null && typeof form === 'object' ? (form as Record<string, unknown>)['endpoint'] : undefined;
  if (typeof endpoint !== 'string') {
    return [{ kind: 'form', path: form === undefined ? [] : ['enquiryForm'], found: '', what: 'the enquiry and site-survey forms have no endpoint: they only simulate sending, so every enquiry is lost', fix: FIX_ENDPOINT }];
  }
  if (!URL.canParse(endpoint)) return [];
  const url = new URL(endpoint);
  if (url.protocol === 'https:' && !isPrivateHost(url.hostname)) return [];
  const why = isPrivateHost(url.hostname) ? `is at ${url.hostname}, an address on this machine or a private network that no visitor can reach` : 'is http: the enquiry would travel unencrypted';
  return [{ kind: 'endpoint', path: ['enquiryForm', 'endpoint'], found: endpoint, what: `${why}; it serves previews and tests, never the live site`, fix: FIX_ENDPOINT }];
}
