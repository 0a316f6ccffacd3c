import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { findPrice, loadPriceFile } from '../../src/main/services/spend/prices';
import type { ModelPrice } from '../../src/shared/domain/spend';
import { makeTempDir } from '../support/temp-dir';

/** The bundled price table: what a broken file says, and which row prices a model. */
describe('loading the price file', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  const fileWith = (text: string): string => {
    const file = path.join(temp.dir, 'model-prices.yaml');
    fs.writeFileSync(file, text);
    return file;
  };

  it('a file that is not YAML yields no prices and says so, naming the file', () => {
    const file = fileWith('prices: [unclosed\n  - {');
    expect(loadPriceFile(file)).toEqual({ prices: [], problem: `${file} is not valid YAML; costs are recorded as $0` });
  });

  it('a row with a negative price is refused with the validator’s message, naming the file', () => {
    const file = fileWith('prices:\n  - model: m\n    input_per_mtok: -1\n    output_per_mtok: 1\n');
    expect(loadPriceFile(file)).toEqual({ prices: [], problem: `${file}: Too small: expected number to be >=0` });
  });

  it('a row with an unknown field is refused, so a typo in a price name is not silently priced at $0', () => {
    const file = fileWith('prices:\n  - model: m\n    input_per_mtok: 1\n    output_per_mtok: 1\n    ouput: 2\n');
    expect(loadPriceFile(file)).toEqual({ prices: [], problem: `${file}: Unrecognized key: "ouput"` });
  });

  it('a valid file yields its rows in order and no problem', () => {
    const file = fileWith(
      'prices:\n  - model: b\n    input_per_mtok: 1\n    output_per_mtok: 2\n  - model: a\n    input_per_mtok: 0\n    output_per_mtok: 0.5\n',
    );
    expect(loadPriceFile(file)).toEqual({
      prices: [
        { model: 'b', input_per_mtok: 1, output_per_mtok: 2 },
        { model: 'a', input_per_mtok: 0, output_per_mtok: 0.5 },
      ],
      problem: null,
    });
  });
});

describe('findPrice: the longest listed name that prefixes the model', () => {
  const row = (model: string, usd = 1): ModelPrice => ({ model, input_per_mtok: usd, output_per_mtok: usd });

  it('picks the longest prefix whatever the order of the table', () => {
    const family = row('gpt-4o', 2.5);
    const mini = row('gpt-4o-mini', 0.15);
    const g = row('gpt', 9);
    for (const table of [
      [family, mini, g],
      [family, g, mini],
      [g, family, mini],
      [g, mini, family],
      [mini, g, family],
      [mini, family, g],
    ]) {
      expect(findPrice(table, 'gpt-4o-mini-2024-07-18')).toBe(mini);
      expect(findPrice(table, 'gpt-4o-2024-08-06')).toBe(family);
      expect(findPrice(table, 'gpt-5')).toBe(g);
    }
  });

  it('property: the answer prefixes the model and no listed prefix is longer; none when nothing prefixes it', () => {
    const name = fc.stringMatching(/^[ab-]{1,6}$/);
    fc.assert(
      fc.property(fc.uniqueArray(name, { maxLength: 8 }), name, (names, model) => {
        const found = findPrice(
          names.map((n) => row(n)),
          model,
        );
        const prefixes = names.filter((n) => model.startsWith(n));
        if (prefixes.length === 0) return found === undefined;
        return (
          found !== undefined && model.startsWith(found.model) && prefixes.every((n) => n.length <= found.model.length)
        );
      }),
    );
  });
});
