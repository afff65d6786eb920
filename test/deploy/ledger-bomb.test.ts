import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeLedger, LEDGER_MAX_BYTES } from '../../src/deploy/deploy-ledger.ts';

describe('the deploy ledger read back', () => {
  it('is inflated no further than a bound: a small gzip bomb in the bucket is refused as too large, not unpacked (issue 52, item 11)', () => {
    // About 70 KB in the bucket, one byte past the bound once inflated.
    const bomb = gzipSync(Buffer.alloc(LEDGER_MAX_BYTES + 1, 0x20));
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect(decodeLedger(bomb, { bucket: 'b', prefix: '' })).toEqual({ problem: `larger than ${LEDGER_MAX_BYTES / 1024 / 1024} MiB once unpacked` });
  });
});
