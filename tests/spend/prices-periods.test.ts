import fc from 'fast-check';
import path from 'node:path';
import { costUsd, findPrice, loadPriceFile } from '../../src/main/services/spend/prices';
import { nextUtcDay, nextUtcWeek, startOfUtcDay, startOfUtcWeek } from '../../src/main/services/spend/periods';
import { CONTENT_DIR } from '../support/test-app';

describe('price table', () => {
  const { prices, problem } = loadPriceFile(path.join(CONTENT_DIR, 'model-prices.yaml'));

  it('loads content/model-prices.yaml', () => {
    expect(problem).toBeNull();
    expect(prices.length).toBeGreaterThan(3);
  });

  it('prices a dated snapshot like its family, preferring the longest match', () => {
    expect(findPrice(prices, 'gpt-4o-mini-2024-07-18')?.model).toBe('gpt-4o-mini');
    expect(findPrice(prices, 'gpt-4o-2024-08-06')?.model).toBe('gpt-4o');
    expect(findPrice(prices, 'llama3.1:8b')).toBeUndefined();
  });

  it('computes cost per million tokens and 0 for unknown models', () => {
    expect(costUsd({ model: 'm', input_per_mtok: 2, output_per_mtok: 8 }, 1_000_000, 500_000)).toBeCloseTo(6);
    expect(costUsd(undefined, 10_000, 10_000)).toBe(0);
  });

  it('reports a missing file instead of throwing', () => {
    expect(loadPriceFile('/nonexistent/model-prices.yaml')).toMatchObject({
      prices: [],
      problem: expect.stringContaining('missing'),
    });
  });
});

describe('UTC periods', () => {
  it('starts weeks on Monday', () => {
    expect(startOfUtcWeek(new Date('2026-11-04T15:00:00Z')).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(startOfUtcWeek(new Date('2026-11-08T23:59:59Z')).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(startOfUtcWeek(new Date('2026-11-09T00:00:00Z')).toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });

  it('always puts now inside [start, next) for days and weeks', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        return (
          startOfUtcDay(now) <= now &&
          now < nextUtcDay(now) &&
          startOfUtcWeek(now) <= now &&
          now < nextUtcWeek(now) &&
          nextUtcWeek(now).getUTCDay() === 1
        );
      }),
    );
  });
});
