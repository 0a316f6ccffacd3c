import fc from 'fast-check';
import { findNewMaterial, flagMessage } from '../../src/main/services/assist/novelty';

const USER = `Sparse autoencoders find features in the residual stream. I trained one on a small model and most
features were hard to read. The ones I could read were about syntax, not meaning. I think the dictionary size
was too small, because doubling it made features cleaner. My plan is to try again with a larger dictionary and
write down which features I can name.`;

const kindsOf = (suggestion: string) => findNewMaterial(USER, suggestion).map((f) => f.kind);

describe('post-call guardrail: new material in a suggestion', () => {
  test('reordering and rephrasing the user\'s sentences passes', () => {
    const rephrased = `I trained a sparse autoencoder on a small model; most features were hard to read. Those I could read
were about syntax rather than meaning. Doubling the dictionary made features cleaner, so I think it was too small.
Next I will try a larger dictionary and write down the features I can name.`;
    expect(findNewMaterial(USER, rephrased)).toEqual([]);
    const outline = `1. Sparse autoencoders find features in the residual stream
2. I trained one on a small model
   - Most features were hard to read
   - Readable ones: syntax, not meaning
3. Dictionary size was too small
4. Plan: larger dictionary, name the features`;
    expect(findNewMaterial(USER, outline)).toEqual([]);
  });

  test.each([
    ['url', 'See https://transformer-circuits.pub/2023/monosemantic-features for details on features.'],
    ['url', 'Most features were hard to read (anthropic.com/research).'],
    ['citation', 'Sparse autoencoders find features (Bricken et al., 2023).'],
    ['citation', 'As Cunningham (2023) shows, most features were hard to read.'],
    ['citation', 'Most features were hard to read [3].'],
    ['number', 'I trained one on a small model with 4096 features.'],
    ['number', 'About forty percent of features were hard to read.'],
    ['quotation', 'Features were, as one might say, "the atoms of meaning in a model".'],
    ['name', 'I trained one on a small model, as Neel Nanda suggested.'],
    ['name', 'The features were hard to read, unlike those in OpenAI releases.'],
    ['claim', 'This technique revolutionizes interpretability research across industry laboratories worldwide.'],
  ])('flags %s', (kind, suggestion) => {
    expect(kindsOf(suggestion)).toContain(kind);
  });

  test('material the user already wrote is not new', () => {
    const src = `${USER}\nSee https://example.org/x and (Bricken et al., 2023): "features are directions". 4096 features. Neel Nanda agrees.`;
    expect(
      findNewMaterial(src, 'Neel Nanda agrees: "features are directions" (Bricken et al., 2023), see https://example.org/x. I used 4096 features.'),
    ).toEqual([]);
  });

  // Titles are asked for in sentence case (prompt.ts), so a capital inside one marks a name.
  test('titles are checked the same way', () => {
    expect(findNewMaterial(USER, 'Reading features in a small sparse autoencoder')).toEqual([]);
    expect(findNewMaterial(USER, 'Why dictionary size makes features cleaner')).toEqual([]);
    expect(findNewMaterial(USER, 'What Anthropic found in 10,000 features').map((f) => f.kind)).toEqual(
      expect.arrayContaining(['name', 'number']),
    );
  });

  test('flags point at the new text and the message asks the user to supply it', () => {
    const s = 'I trained one on a small model with 4096 features.';
    const [flag] = findNewMaterial(USER, s);
    expect(flag).toMatchObject({ kind: 'number', text: '4096' });
    expect(s.slice(flag!.start, flag!.end)).toBe('4096');
    expect(flagMessage([flag!])).toMatch(/not in your text: a number \("4096"\).*add the source or claim to your own text yourself/);
    expect(flagMessage([])).toBeNull();
  });

  test('property: any subset of the user\'s own sentences, in any order, passes', () => {
    const sents = USER.replace(/\n/g, ' ').split(/(?<=\.)\s+/);
    fc.assert(
      fc.property(fc.shuffledSubarray(sents, { minLength: 1 }), (picked) => {
        expect(findNewMaterial(USER, picked.join(' '))).toEqual([]);
      }),
    );
  });

  test('property: inserting a URL, a number or a citation anywhere is flagged at that place', () => {
    const sents = USER.replace(/\n/g, ' ').split(/(?<=\.)\s+/);
    const inserts = fc.constantFrom('https://example.net/paper', '(Smith, 2021)', '7,312', 'et al.');
    fc.assert(
      fc.property(fc.nat({ max: sents.length }), inserts, (at, ins) => {
        const text = [...sents.slice(0, at), ins, ...sents.slice(at)].join(' ');
        const flags = findNewMaterial(USER, text);
        expect(flags.some((f) => text.slice(f.start, f.end).includes(ins.replace(/[()]/g, '').split(/[ ,]/)[0]!))).toBe(true);
      }),
    );
  });
});
