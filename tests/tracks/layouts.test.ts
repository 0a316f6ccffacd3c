import fc from 'fast-check';
import { matchSections, pageKey, sectionNumber, titleKey } from '../../src/main/services/tracks/layouts';

const k = (title: string, url: string) => ({ title, url });

describe('matchSections (docs/product.md "Versioning": progress follows a section by URL or title)', () => {
  it('follows renumbered pages, renamed titles and the section that took over a number, and leaves new ones unmatched', () => {
    const from = [
      k('1.3.1 Toy models of superposition and sparse autoencoders', 'https://x.app/[1.3.1]_Toy_Models_of_Superposition_&_SAEs'),
      k('1.5.2 Grokking and modular arithmetic', 'https://x.app/[1.5.2]_Grokking_and_Modular_Arithmetic'),
      k('2.2 Q-learning and DQN', 'https://x.app/[2.2]_Q-Learning_and_DQN'),
      k('4.1 Emergent misalignment', 'https://github.com/a/b/tree/main/ch4'),
      k('4.2 Science of misalignment', 'https://github.com/a/b/tree/main/ch4'),
    ];
    const to = [
      k('1.3.1 Linear probes', 'https://x.app/[1.3.1]_Linear_Probes'),
      k('1.5.2 Grokking & modular arithmetic', 'https://x.app/[1.5.2]_Grokking_&_Modular_Arithmetic'),
      k('1.5.4 Toy models of superposition and sparse autoencoders', 'https://x.app/[1.5.4]_Toy_Models_of_Superposition_&_SAEs'),
      k('2.2 DQN & VPG: deep Q-networks and vanilla policy gradients', 'https://x.app/[2.2]_DQN_&_VPG'),
      k('4.1 Emergent misalignment', 'https://y.app/01_[4.1]_Emergent_Misalignment'),
      k('4.2 Science of misalignment', 'https://y.app/02_[4.2]_Science_of_Misalignment'),
    ];
    expect(matchSections(from, to)).toEqual([2, 1, 3, 4, 5]);
  });

  it('does not hand a removed section to an unrelated one that took its number', () => {
    expect(matchSections([k('1.3.1 Toy models', 'https://x/a')], [k('1.3.1 Linear probes', 'https://x/b')])).toEqual([null]);
  });

  it('an ambiguous key matches nothing (two old sections on one URL and no unique title)', () => {
    const from = [k('Part', 'https://x/folder'), k('Part', 'https://x/folder')];
    expect(matchSections(from, [k('Part', 'https://x/folder')])).toEqual([null, null]);
  });

  it('keys: numbering prefixes and &/and are ignored; section numbers are read from titles', () => {
    expect(pageKey('https://a.app/01_[4.1]_Emergent_Misalignment')).toBe('a.app/emergent misalignment');
    expect(pageKey('https://a.app/[1.5.2]_Grokking_&_Modular_Arithmetic')).toBe(pageKey('https://a.app/[1.5.2]_Grokking_and_Modular_Arithmetic'));
    expect(pageKey('/problem/softmax')).toBeNull();
    expect(titleKey('1.5.4 Toy Models & SAEs')).toBe('toy models and saes');
    expect(sectionNumber('2.2 DQN & VPG')).toBe('2.2');
    expect(sectionNumber('Reading: 2.2 things')).toBeNull();
  });

  it('property: a shuffled, trimmed and extended layout maps every kept section with a unique URL to where it went, one-to-one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.uniqueArray(fc.integer({ min: 501, max: 900 }), { maxLength: 10 }),
        fc.integer(),
        (ids, keep, added, seed) => {
          const from = ids.map((id) => k(`Section ${id}`, `https://example.org/s${id}`));
          const kept = ids.filter((_, i) => keep[i]);
          const next = [...kept, ...added];
          // A deterministic shuffle from the seed.
          let s = seed >>> 0;
          for (let i = next.length - 1; i > 0; i--) {
            s = (s * 1103515245 + 12345) >>> 0;
            const j = s % (i + 1);
            [next[i], next[j]] = [next[j]!, next[i]!];
          }
          const to = next.map((id) => k(`Section ${id}`, `https://example.org/s${id}`));
          const map = matchSections(from, to);
          const targets = map.filter((m): m is number => m !== null);
          expect(new Set(targets).size).toBe(targets.length);
          const landed = ids.map((id, i) => (map[i] === null ? null : to[map[i]!]!.url));
          expect(landed).toEqual(ids.map((id, i) => (keep[i] ? `https://example.org/s${id}` : null)));
        },
      ),
    );
  });
});
