import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeLedger, encodeLedger } from '../../src/deploy/deploy-ledger.ts';
import { applyGracePeriod } from '../../src/deploy/grace-period.ts';

const HOUR = 3_600_000;

describe('the grace period of assets the site no longer uses', () => {
  it('keeps an asset until the grace period has passed since a deploy first found it unused; pages and other files go at once', () => {
    const deletes = ['site/about/index.html', 'site/assets/site.0123456789.css', 'site/assets/app.abcdefabcd.js', 'site/og-old.png'];
    const previous = new Map([['site/assets/app.abcdefabcd.js', 100 * HOUR - 24 * HOUR]]);
    const decision = applyGracePeriod(deletes, 'site/', previous, 100 * HOUR, 24 * HOUR);
    expect(decision.deletes).toEqual(['site/about/index.html', 'site/assets/app.abcdefabcd.js', 'site/og-old.png']);
    expect([...decision.kept]).toEqual([['site/assets/site.0123456789.css', 100 * HOUR]]);
    expect(decision.unused.size).toBe(2);
    // An hour short of the grace period: kept, counted from the first time.
    expect([...applyGracePeriod(deletes, 'site/', previous, 100 * HOUR - HOUR, 24 * HOUR).kept.keys()]).toEqual(['site/assets/site.0123456789.css', 'site/assets/app.abcdefabcd.js']);
    // 0: every asset at once; a time from a clock ahead counts as now.
    expect(applyGracePeriod(deletes, 'site/', previous, 100 * HOUR, 0).deletes).toEqual(deletes);
    expect(applyGracePeriod(['site/assets/x.1.css'], 'site/', new Map([['site/assets/x.1.css', 200 * HOUR]]), 100 * HOUR, 24 * HOUR).kept.get('site/assets/x.1.css')).toBe(100 * HOUR);
  });

  it('the ledger keeps when each was found unused; a ledger written before the grace period reads as before', () => {
    const unused = new Map([['site/assets/site.0123456789.css', 1_764_165_926_000]]);
    const decoded = decodeLedger(encodeLedger({ bucket: 'b', prefix: 'site/', entries: new Map(), unused }), { bucket: 'b', prefix: 'site/' });
    expect('ledger' in decoded && [...decoded.ledger.unused]).toEqual([...unused]);
    const bytes = encodeLedger({ bucket: 'b', prefix: 'site/', entries: new Map(), unused: new Map() });
    // Without unused assets the ledger is written as before the grace period, so older versions of ctsite still trust it.
    expect(Object.keys(JSON.parse(gunzipSync(bytes).toString('utf8')) as object)).toEqual(['format', 'version', 'bucket', 'prefix', 'headers', 'entries', 'checksum']);
    const plain = decodeLedger(bytes, { bucket: 'b', prefix: 'site/' });
    expect('ledger' in plain && plain.ledger.unused.size).toBe(0);
  });
});
