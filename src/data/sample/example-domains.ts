/**
 * Hosts under the domains RFC 2606 reserves for examples (example.com, .org, .net). Not example.co.uk or
 * other look-alikes: somebody may hold them, and this gate flags only what can never be real.
 */
const RESERVED_HOST = /(?<![\w.@-]|@[\w.-]*)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*example\.(?:com|org|net)(?![\w-]|\.[a-z0-9])/gi;
const EMAIL = /[\w.+-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*example\.(?:com|org|net)(?![\w-]|\.[a-z0-9])/gi;

/** What was found: an email address, or a host (in a URL or on its own), as written. */
export interface ExampleDomainUse {
  kind: 'email' | 'host';
  /** E.g. `enquiries@example.com` or `www.example.com`. */
  text: string;
}

/** Every email address and host at a reserved example domain in a piece of text. */
export function findExampleDomains(text: string): ExampleDomainUse[] {
  // Most strings are copy without one: a plain search spares them the two patterns' lookarounds.
  if (!/example\./i.test(text)) return [];
  const emails = (text.match(EMAIL) ?? []).map((email) => ({ kind: 'email' as const, text: email }));
  // An email's domain is reported once, as the email.
  const hosts = (text.match(RESERVED_HOST) ?? []).map((host) => ({ kind: 'host' as const, text: host }));
  return [...emails, ...hosts];
}
