// The reading threads' time limit (issue 23): a read that runs past it is stopped (its thread ended)
// and answered as refused, and the next read gets a fresh thread. The limit is shortened here; in the
// server it is READ_TIME_LIMIT_MS. No database.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closeReadPool, readInPool } from './read-pool';
import { READ_MESSAGES } from './read-messages';

vi.setConfig({ testTimeout: 60_000 });

const SAMPLE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../../test/einvoice-samples/ubl-tc434-example1.xml'),
);

afterAll(async () => {
  await closeReadPool();
});

describe('the reading threads', () => {
  it('stop a read past the time limit and read the next file in a fresh thread', async () => {
    // 90,000 lines of an invoice's notes: under the element cap, a few hundred milliseconds to parse.
    const long = Buffer.from(
      SAMPLE.toString('utf8').replace(
        '<cbc:IssueDate>',
        `${'<cbc:Note>n</cbc:Note>'.repeat(90_000)}<cbc:IssueDate>`,
      ),
    );
    expect(await readInPool(long, { timeLimitMs: 1 })).toEqual({
      ok: false,
      kind: 'too_large',
      message: READ_MESSAGES.tooSlow,
    });
    const next = await readInPool(SAMPLE);
    expect(next).toMatchObject({ ok: true, parsed: { number: '12115118', totalMinor: 25033 } });
  });
});
