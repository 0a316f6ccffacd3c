import { commonPrefix, commonSuffix } from '../../src/main/services/writings/word-count';

/** The common prefix and suffix are found in steps of 64 KB, 4 KB, 256 and 16 characters, then one by one. */
describe('word count: common prefix and suffix of two bodies', () => {
  // Lengths on both sides of every step size, so each step is taken, skipped, and taken exactly to its end.
  const lengths = [0, 1, 15, 16, 17, 255, 256, 257, 4095, 4096, 4097, 65_535, 65_536, 65_537, 70_001];

  it.each(lengths)('a difference after %i equal characters', (n) => {
    const same = 'ab'.repeat(40_000).slice(0, n);
    const tail = 'tail-of-it';
    const a = same + 'X' + tail;
    const b = same + 'YZ' + tail;
    const p = commonPrefix(a, b);
    expect(p).toBe(n);
    expect(commonSuffix(a, b, p)).toBe(tail.length);
    // Mirrored: the equal run is now the suffix.
    expect(commonSuffix('X' + same, 'YZ' + same, 0)).toBe(n);
    expect(commonPrefix(same + 'X', same)).toBe(n);
  });

  it('identical bodies share everything; the suffix does not overlap the prefix', () => {
    const body = 'x'.repeat(70_000);
    expect(commonPrefix(body, body)).toBe(70_000);
    expect(commonSuffix(body, body, 70_000)).toBe(0);
    expect(commonSuffix(body, body + 'x', 70_000)).toBe(0);
    expect(commonSuffix('aXa', 'aYYa', 1)).toBe(1);
    expect(commonSuffix('abc', 'abc', 1)).toBe(2);
  });

  it('one differing character far from either end is found exactly', () => {
    const a = 'q'.repeat(80_000);
    const at = 65_536 + 4_096 + 256 + 16 + 3;
    const b = a.slice(0, at) + 'r' + a.slice(at + 1);
    const p = commonPrefix(a, b);
    expect(p).toBe(at);
    expect(commonSuffix(a, b, p)).toBe(80_000 - at - 1);
  });
});
