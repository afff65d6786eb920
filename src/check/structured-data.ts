import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { CheckProblem } from './check-report.ts';
import { detached, type BuiltPage } from './read-built-pages.ts';

type Node = Record<string, unknown>;

/** The schema.org types the site may use; anything else is a typo or needs adding here on purpose. */
const KNOWN_TYPES = new Set([
  'Electrician', 'LocalBusiness', 'Organization', 'Service', 'BreadcrumbList', 'ListItem', 'FAQPage', 'Question',
  'Answer', 'PostalAddress', 'GeoCoordinates', 'GeoCircle', 'City', 'AdministrativeArea', 'Place',
  'OpeningHoursSpecification', 'Offer', 'OfferCatalog', 'BusinessAudience', 'Audience', 'WebPage', 'WebSite',
  'ContactPoint', 'ImageObject', 'CreativeWork',
]);
const BUSINESS_TYPES = new Set(['Electrician', 'LocalBusiness']);
/** Properties whose value is a URL and must be absolute. */
const URL_KEYS = new Set(['url', 'item', 'image', 'logo', 'sameAs']);

/**
 * Every JSON-LD block parses, uses schema.org types and carries what Google's guidelines require; its URLs are
 * absolute, and those on the site's own origin resolve to a built file.
 */
export async function checkStructuredData(dir: string, pages: readonly BuiltPage[], siteOrigin: string | undefined): Promise<{ problems: CheckProblem[]; blocks: number }> {
  const problems: CheckProblem[] = [];
  const siteUrls = new Map<string, string>();
  let blocks = 0;
  for (const page of pages) {
    const add = (problem: string, fix: string) => problems.push({ gate: 'structured-data', page: page.pathname, problem, fix });
    for (const match of page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      blocks += 1;
      let document: Node;
      try {
        document = JSON.parse(match[1] ?? '') as Node;
      } catch (error) {
        add(`a JSON-LD block does not parse: ${(error as Error).message}`, 'Structured data is serialised by src/seo/json-ld.ts; build it from objects, not strings.');
        continue;
      }
      if (!/^https?:\/\/schema\.org\/?$/.test(String(document['@context']))) add(`@context is ${JSON.stringify(document['@context'])}`, 'Use "https://schema.org".');
      const roots = Array.isArray(document['@graph']) ? (document['@graph'] as Node[]) : [document];
      for (const root of roots) {
        walk(root, (node, key) => {
          const type = node['@type'];
          for (const name of Array.isArray(type) ? type : type === undefined ? [] : [type]) {
            if (!KNOWN_TYPES.has(String(name))) add(`unknown type "${String(name)}"${key ? ` in ${key}` : ''}`, 'Use a schema.org type (and add it to KNOWN_TYPES in src/check/structured-data.ts if new).');
          }
          validateNode(node, add);
          for (const [property, value] of Object.entries(node)) {
            if (!URL_KEYS.has(property) && property !== '@id') continue;
            for (const url of (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string')) {
              if (!/^https?:\/\//.test(url)) add(`${property} "${url}" is not an absolute URL`, 'Build URLs in structured data with links.absoluteUrl().');
              else if (siteOrigin && url.startsWith(`${siteOrigin}/`)) siteUrls.set(detached(url.replace(/#.*$/, '')), page.pathname);
            }
          }
        });
      }
    }
  }
  for (const [url, page] of siteUrls) {
    const pathname = new URL(url).pathname;
    const file = join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!(await stat(file).then((info) => info.isFile(), () => false)))
      problems.push({ gate: 'structured-data', page, problem: `refers to ${url}, which the site does not have`, fix: 'Point structured data at pages and files the build writes.' });
  }
  return { problems, blocks };
}

function validateNode(node: Node, add: (problem: string, fix: string) => void): void {
  const types = [node['@type']].flat().map(String);
  const isReference = Object.keys(node).every((key) => key === '@id' || key === '@type');
  if (types.some((type) => BUSINESS_TYPES.has(type)) && !isReference) {
    if (!node.name) add('a LocalBusiness without a name', 'Google requires name and address for LocalBusiness.');
    const address = node.address as Node | undefined;
    if (!address || address['@type'] !== 'PostalAddress' || !address.addressLocality || !address.postalCode || !address.addressCountry)
      add('a LocalBusiness without a complete PostalAddress (addressLocality, postalCode, addressCountry)', 'Build it with the helpers in src/seo/structured-data.ts from data/company.json.');
  }
  if (types.includes('BreadcrumbList')) {
    const items = node.itemListElement as Node[] | undefined;
    if (!Array.isArray(items) || items.length === 0) add('a BreadcrumbList without itemListElement', 'A breadcrumb trail needs at least one ListItem.');
    else
      items.forEach((item, index) => {
        if (item.position !== index + 1) add(`breadcrumb item ${index + 1} has position ${String(item.position)}`, 'Positions run 1, 2, 3... in order.');
        if (!item.name) add(`breadcrumb item ${index + 1} has no name`, 'Every ListItem needs a name.');
        if (!item.item && index < items.length - 1) add(`breadcrumb item ${index + 1} has no item URL`, 'Every ListItem but the last needs an item URL.');
      });
  }
  if (types.includes('FAQPage')) {
    const questions = node.mainEntity as Node[] | undefined;
    if (!Array.isArray(questions) || questions.length === 0) add('an FAQPage without questions', 'FAQPage needs mainEntity: a list of Question.');
    else
      questions.forEach((question, index) => {
        const answer = question.acceptedAnswer as Node | undefined;
        if (question['@type'] !== 'Question' || !question.name) add(`FAQ question ${index + 1} has no name`, 'Each Question needs its text in name.');
        if (!answer || answer['@type'] !== 'Answer' || !answer.text) add(`FAQ question ${index + 1} has no acceptedAnswer text`, 'Each Question needs acceptedAnswer: { "@type": "Answer", text }.');
      });
  }
  if (types.includes('Service') && !node.name) add('a Service without a name', 'Give the Service its name.');
}

/** Visits every object with a @type, depth first. */
function walk(node: Node, visit: (node: Node, key: string) => void, key = ''): void {
  if (node['@type'] !== undefined) visit(node, key);
  for (const [property, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object') walk(child as Node, visit, property);
    }
  }
}
