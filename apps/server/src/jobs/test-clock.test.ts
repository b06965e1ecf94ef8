// The clock control exists only in a test build: TEST_CLOCK=true, and only on a server that listens on this
// machine alone.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app';
import { ConfigError, loadConfig } from '../config';
import { createTestClock } from './test-clock';

describe('the test clock', () => {
  it('is off unless asked for, and refused on a server other machines can reach', () => {
    expect(() => loadConfig({ TEST_CLOCK: 'true', HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
  });

  it('has no route without the setting, and with it moves the clock and runs what fell due', async () => {
    const plain = await buildTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v3/test/clock',
        payload: { now: '2030-01-01' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    const clock = createTestClock();
    const testing = await buildTestApp({ context: { testClock: clock, now: clock.now } });
    try {
      const res = await testing.app.inject({
        method: 'POST',
        url: '/api/v3/test/clock',
        payload: { now: '2030-01-01T09:00:00Z' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(testing.ctx.now().toISOString().slice(0, 13)).toBe('2030-01-01T09');
    } finally {
      await testing.close();
    }
  });
});
