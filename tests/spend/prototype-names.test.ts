import { createTestApp, unwrap } from '../support/test-app';

/**
 * Issue 12 item 13: names that are also Object.prototype keys (`__proto__`, `constructor`, ...) must be
 * stored and priced like any other name, never silently dropped or turned into a prototype change.
 */
describe('spend: model and tag names that are prototype keys', () => {
  const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];
  let app: ReturnType<typeof createTestApp>;
  beforeEach(() => (app = createTestApp()));
  afterEach(() => app.close());

  type Summary = { prices: Array<{ model: string; input_per_mtok: number; output_per_mtok: number; source: string }> };

  it.each(NAMES)('a price for a model named %s is kept, listed and used', async (model) => {
    const summary = unwrap(
      await app.router.call('spend:set-prices', { prices: [{ model, input_per_mtok: 3, output_per_mtok: 7 }] }),
    ) as Summary;
    expect(summary.prices.filter((p) => p.model === model)).toEqual([
      { model, input_per_mtok: 3, output_per_mtok: 7, source: 'override' },
    ]);
    const again = unwrap(await app.router.call('spend:summary', {})) as Summary;
    expect(again.prices.some((p) => p.model === model)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  // A `__proto__` *key* (a cap per tag) is refused where JSON enters: tests/web/hostile-requests.test.ts.
});
