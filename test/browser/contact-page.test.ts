import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const browser = useBrowser();

/** Where the parts of /contact/ are, in page coordinates, and how much of the window the fixed action bar leaves. */
function layout() {
  const box = (element: Element | null | undefined) => {
    const rect = element?.getBoundingClientRect();
    return rect ? { top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right } : null;
  };
  const main = document.querySelector('main');
  const fixedTops = [...document.querySelectorAll('body *')]
    .filter((el) => getComputedStyle(el).position === 'fixed' && el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().top > innerHeight / 2)
    .map((el) => el.getBoundingClientRect().top);
  return {
    visible: Math.min(innerHeight, ...fixedTops),
    heroCall: box(main?.querySelector('section[aria-labelledby="page-title"] a[href^="tel:"]')),
    firstField: box(document.querySelector('#quote input, #quote select, #quote textarea')),
    form: box(document.querySelector('#quote')),
    phone: box([...(main?.querySelectorAll('dt') ?? [])].find((dt) => dt.textContent === 'Phone')?.nextElementSibling?.querySelector('a')),
    emergency: box(document.querySelector('#emergency')),
    address: box(main?.querySelector('address')),
  };
}

describe('/contact/ (issue 39)', () => {
  it('on a phone: the call, then the form, in the first screen; the emergency panel and the address after', async () => {
    for (const viewport of [{ width: 320, height: 568 }, { width: 390, height: 844 }, { width: 768, height: 1024 }]) {
      const where = `${viewport.width} × ${viewport.height}`;
      const { page, context } = await browser.open('/contact/', { viewport });
      const at = await page.evaluate(layout);
      if (!at.heroCall || !at.firstField || !at.phone || !at.emergency || !at.address) throw new Error(`${where}: a part of the page is missing`);
      expect(at.heroCall.bottom, `${where}: the call in the first screen`).toBeLessThanOrEqual(at.visible);
      expect(at.firstField.top, `${where}: the form right after the call`).toBeGreaterThan(at.heroCall.bottom);
      // The first field's label and box begin in the first screen where the screen is taller than the hero.
      if (viewport.height >= 844) expect(at.firstField.top, `${where}: the first field in the first screen`).toBeLessThan(at.visible);
      for (const [name, part] of [['phone', at.phone], ['emergency panel', at.emergency], ['address', at.address]] as const)
        expect(part.top, `${where}: the ${name} after the form`).toBeGreaterThan(at.firstField.top);
      await context.close();
    }
  });

  it('on a laptop: the form and the phone number side by side in the first screen; the emergency panel and the address after', async () => {
    for (const viewport of [{ width: 1024, height: 768 }, { width: 1280, height: 800 }, { width: 1440, height: 900 }]) {
      const where = `${viewport.width} × ${viewport.height}`;
      const { page, context } = await browser.open('/contact/', { viewport });
      const at = await page.evaluate(layout);
      if (!at.firstField || !at.phone || !at.form || !at.emergency || !at.address) throw new Error(`${where}: a part of the page is missing`);
      expect(at.firstField.bottom, `${where}: the form's first field in the first screen`).toBeLessThanOrEqual(at.visible);
      expect(at.phone.bottom, `${where}: the phone number in the first screen`).toBeLessThanOrEqual(at.visible);
      expect(at.phone.left, `${where}: beside the form`).toBeGreaterThanOrEqual(at.form.right);
      for (const [name, part] of [['emergency panel', at.emergency], ['address', at.address]] as const)
        expect(part.top, `${where}: the ${name} after the phone number`).toBeGreaterThan(at.phone.bottom);
      await context.close();
    }
  });
});
