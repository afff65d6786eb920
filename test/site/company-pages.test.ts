import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonLd, readPage, realSiteDir, text } from '../helpers/site.ts';
import { expectSpecificationNames, expectSitemapPage, readRealSite } from './site-listings.ts';

const readData = async <T>(file: string) => JSON.parse(await readFile(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;

const company = await readData<{ phone: string; email: string; established: number; hours: { label: string }; map: { embedUrl: string; linkUrl: string; provider: string } }>('company.json');
const about = await readData<{ mission: { title: string }[]; directors: { name: string; role: string; bio: string[] }[] }>('pages/about.json');
const survey = await readData<{ steps: { title: string }[]; faqs: unknown[] }>('pages/free-site-survey.json');
const terms = await readData<{ sections: unknown[] }>('pages/terms-conditions.json');
const privacy = await readData<{ sections: unknown[] }>('pages/privacy-policy.json');
const headlines = await readData<{ slug: string; target: { service?: string } }[]>('headline-services.json');
const serviceNames = new Map((await readData<{ slug: string; name: string }[]>('services.json')).map((s) => [s.slug, s.name]));
const locations = await readData<{ slug: string; name: string; postcode: string; featured: boolean; areaPageSlug?: string }[]>('locations.json');

/** Area page address: the pattern, or the data's override (Hull). */
const areaHref = (location: (typeof locations)[number]) => (location.areaPageSlug ? `/${location.areaPageSlug}/` : `/${location.slug}-commercial-electrician/`);
const mainAreas = locations.filter((location) => location.featured);

/** An attribute by its case-insensitive HTML name (React writes e.g. `autoComplete`; browsers read `autocomplete`). */
function attr(element: Element | null | undefined, name: string): string | null {
  const found = [...(element?.attributes ?? [])].find((attribute) => attribute.name.toLowerCase() === name);
  return found ? found.value : null;
}

const crumbsOf = (page: Document) => [...page.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map((li) => text(li).replace(/^\/\s*/, ''));
const rawHtml = (pathname: string) => readFile(join(realSiteDir(), pathname, 'index.html'), 'utf8');

describe('about page', () => {
  it('has the story, the mission, two directors with pictures, accreditations and the 15+ badge', async () => {
    const page = await readPage('/about/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(crumbsOf(page)).toEqual(['Home', 'About']);
    expect([...page.querySelectorAll('#mission h3')].map(text)).toEqual(['Quality', 'Safety', 'Reliability']);
    expect(about.mission.map((point) => point.title)).toEqual(['Quality', 'Safety', 'Reliability']);

    const directors = [...page.querySelectorAll('#directors li')];
    expect(directors).toHaveLength(2);
    directors.forEach((card, index) => {
      const director = about.directors[index]!;
      expect(text(card.querySelector('h3'))).toBe(director.name);
      expect(text(card)).toContain(director.role);
      const picture = card.querySelector('svg[role="img"]');
      expect(attr(picture, 'aria-label')).toBe(`Illustration for ${director.name}`);
      expect(attr(picture, 'width')).toMatch(/^\d+$/);
      expect(attr(picture, 'height')).toMatch(/^\d+$/);
      for (const paragraph of director.bio) expect(text(card)).toContain(paragraph);
    });

    const accreditations = text(page.querySelector('#accreditations'));
    for (const name of ['NAPIT', 'NICEIC', 'BS 7671']) expect(accreditations).toContain(name);
    const main = text(page.querySelector('main'));
    expect(main).toContain('15+ years in business');
    expect(main).toContain(`Established ${company.established}`);
    expect(main).toContain('2008');
    expect(page.querySelector('#cta-title')).not.toBeNull();
  });
});

describe('contact page', () => {
  it('shows the contact details, hours and the areas covered', async () => {
    const page = await readPage('/contact/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(crumbsOf(page)).toEqual(['Home', 'Contact']);
    const main = page.querySelector('main');
    expect(main?.querySelector(`a[href="tel:${company.phone.replace(/\s+/g, '')}"]`)).not.toBeNull();
    expect(main?.querySelector(`a[href="mailto:${company.email}"]`)).not.toBeNull();
    expect(text(main?.querySelector('address'))).toContain('Broomfleet');
    expect(text(main)).toContain('Monday to Friday 8:00am to 5:00pm');
    expect(company.hours.label).toBe('Monday to Friday 8:00am to 5:00pm');
    const areaLinks = [...page.querySelectorAll('#areas ul a')].map((a) => a.getAttribute('href'));
    expect(areaLinks).toEqual(mainAreas.map(areaHref));
    expect(page.querySelector('#areas a[href="/service-areas/"]')).not.toBeNull();
  });

  it('has the 24/7 emergency call-out block at #emergency', async () => {
    const page = await readPage('/contact/');
    const emergency = page.querySelector('#emergency');
    expect(text(emergency?.querySelector('h2'))).toBe('24/7 Emergency Call-Out');
    expect(text(emergency)).toContain('24/7');
    expect(text(emergency)).toContain('1-2 hour');
    expect(emergency?.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it('has the quote form at #quote with exactly the specified fields', async () => {
    const page = await readPage('/contact/');
    const form = page.querySelector('#quote form[data-enquiry-form]');
    expect(form).not.toBeNull();
    // Sends nothing and puts nothing in a URL: a dialog-method form with no action.
    expect(attr(form, 'method')).toBe('dialog');
    expect(attr(form, 'action')).toBeNull();
    expect(attr(form, 'novalidate')).toBeNull();

    const controls = [...(form?.querySelectorAll('input, select, textarea') ?? [])];
    const described = controls.map((control) => ({
      label: text(page.querySelector(`label[for="${control.id}"]`)),
      tag: control.tagName.toLowerCase(),
      type: attr(control, 'type'),
      required: attr(control, 'required') !== null,
      autocomplete: attr(control, 'autocomplete'),
    }));
    expect(described).toEqual([
      { label: 'Name*', tag: 'input', type: 'text', required: true, autocomplete: 'name' },
      { label: 'Email*', tag: 'input', type: 'email', required: true, autocomplete: 'email' },
      { label: 'Phone Number*', tag: 'input', type: 'tel', required: true, autocomplete: 'tel' },
      { label: 'Service Required', tag: 'select', type: null, required: false, autocomplete: null },
      { label: 'Your Location', tag: 'input', type: 'text', required: false, autocomplete: 'address-level2' },
      { label: 'Message*', tag: 'textarea', type: null, required: true, autocomplete: null },
    ]);

    const options = [...(form?.querySelectorAll('select option') ?? [])];
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'industrial-installations',
      'electrical-testing',
      'emergency-callout',
      'ev-charger-installation',
      'maintenance-repairs',
      'other',
    ]);
    // Each headline under the name of what it opens: the catalogue service, or the emergency block's heading.
    const named = headlines.map((h) => (h.target.service ? serviceNames.get(h.target.service) : '24/7 Emergency Call-Out'));
    expect(options.map(text)).toEqual(['Select a service', ...named, 'Other']);

    expect(attr(form?.querySelector('#enquiry-location'), 'placeholder')).toMatch(/Hull, Brough, Goole/);
    const message = form?.querySelector('textarea');
    expect(attr(message, 'rows')).toBe('4');
    expect(attr(message, 'placeholder')).toBe('Please tell us about your electrical requirements...');

    const submit = form?.querySelector('button[type="submit"]');
    expect(text(submit)).toBe('Submit Enquiry');
    const footnote = [...(form?.querySelectorAll('p') ?? [])].find((p) => text(p).startsWith('* Required fields'));
    expect(text(footnote)).toBe('* Required fields. By submitting this form, you agree to our privacy policy.');
    expect(text(footnote?.querySelector('a[href="/privacy-policy/"]'))).toBe('privacy policy');
  });

  it('tells visitors without JavaScript to call or email', async () => {
    const html = await rawHtml('contact');
    // The note is hidden unless scripting is off (`noscript:block`); the browser tests check it is shown then.
    const note = /<form[^>]*data-enquiry-form[^>]*>\s*<p class="[^"]*\bhidden\b[^"]*noscript:block[^"]*">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(note).toContain('JavaScript');
    expect(note).toContain('href="tel:');
    expect(note).toContain(`href="mailto:${company.email}"`);
  });

  it('shows the map as a click-to-load facade, with no frame in the page', async () => {
    const html = await rawHtml('contact');
    expect(html).not.toMatch(/<iframe/i);
    const page = await readPage('/contact/');
    const button = [...page.querySelectorAll('#map button')].find((b) => text(b) === 'Show map');
    expect(attr(button, 'type')).toBe('button');
    expect(attr(button, 'data-map-embed')).toBe(company.map.embedUrl);
    const link = page.querySelector(`#map a[href="${company.map.linkUrl}"]`);
    expect(text(link)).toContain(company.map.provider);
    expect(text(page.querySelector('#map'))).toContain('Broomfleet');
  });

  it('carries the Electrician entity with a 50 km GeoCircle and the areas it shows', async () => {
    const page = await readPage('/contact/');
    const [business] = jsonLd(page).filter((node) => node['@type'] === 'Electrician');
    expect(business?.['@id']).toBe('https://www.example.com/#business');
    expect(business?.telephone).toBe(company.phone);
    const areaServed = business?.areaServed as { '@type': string; name?: string; geoRadius?: number }[];
    expect(areaServed).toContainEqual(expect.objectContaining({ '@type': 'GeoCircle', geoRadius: 50000 }));
    expect(areaServed.filter((area) => area['@type'] === 'City').map((area) => area.name)).toEqual(mainAreas.map((area) => area.name));
    const breadcrumbs = jsonLd(page).find((node) => node['@type'] === 'BreadcrumbList');
    expect((breadcrumbs?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(['Home', 'Contact']);
  });
});

describe('free site survey page', () => {
  it('has benefits, four steps, areas, an FAQ and calls to action to its own survey request and the phone', async () => {
    const page = await readPage('/free-site-survey/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(crumbsOf(page)).toEqual(['Home', 'Free Site Survey']);
    const main = page.querySelector('main');
    expect(text(main).toLowerCase()).toContain('most surveys completed in 1-2 hours');
    expect(page.querySelectorAll('#benefits li').length).toBeGreaterThanOrEqual(4);
    const steps = [...page.querySelectorAll('#process ol > li')];
    expect(steps).toHaveLength(4);
    expect(steps.map((step) => text(step.querySelector('h3')).replace(/^Step \d: /, ''))).toEqual(survey.steps.map((step) => step.title));
    expect([...page.querySelectorAll('#areas ul a')].map((a) => a.getAttribute('href'))).toEqual(mainAreas.map(areaHref));
    // Booking a survey happens on this page: the hero's button and the closing band's lead to its form.
    expect(text(page.querySelector('main a[href="/free-site-survey/#book"]'))).toBe('Book Free Survey');
    expect(text(page.querySelector('section[aria-labelledby="cta-title"] a[href="/free-site-survey/#book"]'))).toBe('Book Free Survey');
    expect(main?.querySelector('a[href^="tel:"]')).not.toBeNull();
    const faqs = page.querySelectorAll('#faq details');
    expect(faqs).toHaveLength(survey.faqs.length);
    const faqPage = jsonLd(page).find((node) => node['@type'] === 'FAQPage');
    expect((faqPage?.mainEntity as unknown[]).length).toBe(faqs.length);
    expect(page.querySelector('#cta-title')).not.toBeNull();
  });
});

describe('free site survey request', () => {
  it('is one short form: name, phone, email, town and preferred days, each labelled, with autocomplete; simulated without an endpoint', async () => {
    const page = await readPage('/free-site-survey/');
    const form = page.querySelector('#book form[data-enquiry-form]');
    expect(attr(form, 'aria-labelledby')).toBe('book-title');
    // No endpoint in the shipped data: it sends nothing, as the quote form (method=dialog).
    expect(attr(form, 'method')).toBe('dialog');
    const fields = [...(form?.querySelectorAll('input:not([type="checkbox"]), select, textarea') ?? [])];
    expect(fields.map((field) => [attr(field, 'name'), attr(field, 'autocomplete'), text(page.querySelector(`label[for="${attr(field, 'id')}"]`)).replace(/\*$/, '')])).toEqual([
      ['name', 'name', 'Name'],
      ['phone', 'tel', 'Phone Number'],
      ['email', 'email', 'Email'],
      ['location', 'address-level2', 'Town or site address'],
    ]);
    const days = form?.querySelector('fieldset');
    expect(text(days?.querySelector('legend'))).toBe('Preferred days for the visit');
    expect([...(days?.querySelectorAll('label') ?? [])].map((label) => [text(label), attr(label.querySelector('input'), 'name')])).toEqual(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => [day, 'days']),
    );
    expect(text(form?.querySelector('button[type="submit"]'))).toBe('Request Site Survey');
    expect(page.querySelector('#book [data-enquiry-done]')).not.toBeNull();
  });
});

describe('sitemap page', () => {
  it('links every section of the site through addresses that exist: every service, town and industry of the data', async () => {
    const page = await readPage('/sitemap/');
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(crumbsOf(page)).toEqual(['Home', 'Sitemap']);
    const site = await readRealSite();
    expectSpecificationNames(site);
    await expectSitemapPage(site);
  });

  it('lets each industry list scroll at 24rem, reachable by keyboard; a group of one industry under its own name is that one link', async () => {
    const page = await readPage('/sitemap/');
    const regions = [...page.querySelectorAll('#industries [role="region"]')];
    expect(regions.map((region) => attr(region, 'aria-label'))).toEqual([
      'Agricultural industries', 'Industrial & Manufacturing industries', 'Logistics & Warehousing industries', 'Retail & Hospitality industries', 'Offices & Finance industries',
    ]);
    const single = [...(page.querySelector('#industries ul')?.children ?? [])].filter((group) => !group.querySelector('[role="region"]'));
    expect(single.map((group) => [text(group), group.querySelectorAll('a').length, group.querySelector('h3')])).toEqual([
      ['Data Centres', 1, null], ['Hospitals & Clinics', 1, null], ['New-Build Housing Developments', 1, null],
    ]);
    for (const region of regions) {
      expect(region.className).toMatch(/\bmax-h-96\b/);
      expect(region.className).toMatch(/\boverflow-y-auto\b/);
      expect(attr(region, 'tabindex')).toBe('0');
      expect(attr(region, 'aria-label')).toBeTruthy();
    }
  });
});

describe('legal pages', () => {
  it('date themselves with the build date (SOURCE_DATE_EPOCH 1767225600: 1 January 2026)', async () => {
    for (const pathname of ['/privacy-policy/', '/terms-conditions/']) {
      const page = await readPage(pathname);
      expect(page.querySelectorAll('h1')).toHaveLength(1);
      const time = page.querySelector('main time');
      expect(attr(time, 'datetime')).toBe('2026-01-01');
      expect(text(time)).toBe('1 January 2026');
      expect(text(page.querySelector('main'))).toContain('Last updated: 1 January 2026');
    }
  });

  it('show every section, with breadcrumbs, and no unfilled tokens', async () => {
    for (const [pathname, document, label] of [
      ['/privacy-policy/', privacy, 'Privacy Policy'],
      ['/terms-conditions/', terms, 'Terms & Conditions'],
    ] as const) {
      const page = await readPage(pathname);
      expect(crumbsOf(page)).toEqual(['Home', label]);
      expect(page.querySelectorAll('main article section h2')).toHaveLength(document.sections.length);
      expect(text(page.querySelector('main'))).not.toMatch(/\{[a-z]+\.[a-zA-Z]+\}/);
    }
  });

  it('say the enquiry form is a demonstration while it has no endpoint (the connected wording is not shown)', async () => {
    const privacyText = text((await readPage('/privacy-policy/')).querySelector('main'));
    expect(privacyText).toContain('The enquiry form on this website is a demonstration');
    expect(privacyText).not.toContain('the form service we use');
    const termsText = text((await readPage('/terms-conditions/')).querySelector('main'));
    expect(termsText).toContain('The enquiry form on this website is a demonstration and does not send any information.');
    expect(termsText).not.toContain('is a request for a quote or a visit, not an order');
  });

  it('terms show the registration, quote validity, payment terms and warranty', async () => {
    const main = text((await readPage('/terms-conditions/')).querySelector('main'));
    expect(main).toContain('company number 12345678');
    expect(main).toContain('registered in England and Wales');
    expect(main).toContain('A quotation is valid for 30 days');
    expect(main).toContain('Payment is due within 30 days of the date of the invoice');
    expect(main).toContain('We guarantee our workmanship for 12 months from the date the work is completed');
  });
});

describe('company pages head', () => {
  it('each has a unique title and a 70-160 character description', async () => {
    const pathnames = ['/about/', '/contact/', '/free-site-survey/', '/sitemap/', '/privacy-policy/', '/terms-conditions/'];
    const heads = await Promise.all(
      pathnames.map(async (pathname) => {
        const page = await readPage(pathname);
        return { title: text(page.querySelector('title')), description: page.querySelector('meta[name="description"]')?.getAttribute('content') ?? '' };
      }),
    );
    expect(new Set(heads.map((head) => head.title)).size).toBe(pathnames.length);
    for (const { description } of heads) {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });
});
