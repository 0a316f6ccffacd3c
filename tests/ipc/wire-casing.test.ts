import type { z } from 'zod';
import { contract } from '../../src/shared/ipc/contract';
import { events } from '../../src/shared/ipc/events';
import { collectKeys } from '../support/schema-keys';

/**
 * One wire vocabulary: the spec's resource tables (snake_case: active_track, per_phase, voice_key ...) are the
 * public vocabulary of the browser host's API, so every key a channel takes or returns is snake_case. The
 * walk goes through objects, arrays, optionals, unions and records whose keys are a fixed set.
 */
const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

describe('wire casing', () => {
  const offenders: string[] = [];
  for (const [name, def] of Object.entries(contract)) {
    for (const side of ['input', 'output'] as const) {
      for (const { path, key } of collectKeys(def[side] as z.ZodType)) {
        if (!SNAKE.test(key)) offenders.push(`${name} ${side}${path}`);
      }
    }
  }

  it('every channel input and output key is snake_case', () => {
    expect(offenders).toEqual([]);
  });

  it('the walk sees nested keys (a wrong walk would pass vacuously)', () => {
    const keys = collectKeys(contract['reviews:get'].output).map((k) => k.key);
    // per_phase is a record keyed by phase whose values are objects; overall_score is top level.
    expect(keys).toEqual(expect.arrayContaining(['overall_score', 'per_phase', 'plan', 'strength']));
    const listKeys = collectKeys(contract['spend:summary'].output).map((k) => k.path);
    expect(listKeys).toEqual(expect.arrayContaining(['.by_tag[].today.cost_usd']));
  });

  it('every event payload key is snake_case', () => {
    const bad = Object.entries(events).flatMap(([name, schema]) =>
      collectKeys(schema as z.ZodType)
        .filter(({ key }) => !SNAKE.test(key))
        .map(({ path }) => `${name}${path}`),
    );
    expect(bad).toEqual([]);
  });

  it('the pattern itself tells the casings apart', () => {
    for (const good of ['id', 'voice_key', 'per_phase', 'cost_usd', 'tests_passed', 'step2'])
      expect(good).toMatch(SNAKE);
    for (const bad of ['voiceKey', 'attemptId', 'Voice', 'voice-key', '_x', 'x_', 'a__b'])
      expect(bad).not.toMatch(SNAKE);
  });
});
