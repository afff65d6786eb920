import { z } from 'zod';

/** `127.0.0.1`, `localhost`, `[::1]`: a host that is this machine, where a preview or a test runs its own endpoint. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * A host no visitor's browser can reach on the public internet: loopback, the private ranges (10/8, 172.16/12,
 * 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), 0.0.0.0, and `.local` / `.internal` names.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (isLoopbackHost(host) || host === '0.0.0.0' || host === '::' || /\.(?:local|internal|lan|home\.arpa)$/.test(host)) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || a === 0;
  }
  return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}

/**
 * The enquiry forms' endpoint: an https URL, or http on this machine (`http://127.0.0.1:8787/f`) so that a
 * preview or a test can post to a local endpoint. What can build is not all that can go live: the go-live check
 * and the deploy also refuse loopback and private addresses (src/data/sample/enquiry-form.ts).
 */
export const enquiryEndpointSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:\/\/[^\s<>"']+$/.test(value), {
    message: 'the form service\'s https URL, e.g. "https://formspree.io/f/xyzabcde"',
  })
  .refine((value) => !URL.canParse(value) || new URL(value).protocol === 'https:' || isLoopbackHost(new URL(value).hostname), {
    message: 'an https URL: over http the enquiry travels unencrypted (http is accepted only on this machine, e.g. "http://127.0.0.1:8787/", for previews and tests)',
  });
