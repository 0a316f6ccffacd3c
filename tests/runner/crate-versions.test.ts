import fc from 'fast-check';
import { debianPackage, parseAptPolicy, satisfies, upstreamVersion } from '../../src/main/services/runner/crate-versions';
import { CRATE_MISSING_PREFIX, missingCrateMessage } from '../../src/main/services/runner/rust-crates';

/**
 * A crate that cannot be had is reported with advice that works: Debian packages one version of each crate, and a
 * version that does not meet the exercise's requirement is named instead of being offered as the fix.
 */
describe("cargo's version requirements", () => {
  test.each([
    ['0.7.0', '0.6.0', false],
    ['0.7.0', '0.7.3', true],
    ['0.7.0', '0.8.0', false],
    ['0.4.4', '0.4.3', false],
    ['0.4.4', '0.4.9', true],
    ['1.0', '1.0.69', true],
    ['1.0', '2.0.0', false],
    ['1', '1.9.0', true],
    ['^0.0.3', '0.0.3', true],
    ['^0.0.3', '0.0.4', false],
    ['~1.2.3', '1.2.9', true],
    ['~1.2.3', '1.3.0', false],
    ['~1', '1.9.9', true],
    ['=1.2.3', '1.2.3', true],
    ['=1.2.3', '1.2.4', false],
    ['=1.2', '1.2.7', true],
    ['>=1.2, <2', '1.5.0', true],
    ['>=1.2, <2', '2.0.0', false],
    ['*', '9.9.9', true],
    ['0.8', '0.8.5', true],
  ])('%s with %s: %s', (req, version, want) => {
    expect(satisfies(req, version)).toBe(want);
  });

  test('a form it does not read claims nothing', () => {
    expect(satisfies('latest', '1.0.0')).toBeNull();
    expect(satisfies('1.0', 'v1')).toBeNull();
    expect(satisfies('', '1.0.0')).toBeNull();
  });

  test('property: a plain requirement is met by itself and by a later patch (not under 0.0), never by the next breaking version', () => {
    const part = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(part, part, part, part, (major, minor, patch, later) => {
        const req = `${major}.${minor}.${patch}`;
        expect(satisfies(req, req)).toBe(true);
        // `^0.0.z` is that version only (cargo); otherwise a later patch is compatible.
        expect(satisfies(req, `${major}.${minor}.${patch + later}`)).toBe(later === 0 || major > 0 || minor > 0);
        const breaking = major > 0 ? `${major + 1}.0.0` : minor > 0 ? `0.${minor + 1}.0` : `0.0.${patch + 1}`;
        expect(satisfies(req, breaking)).toBe(false);
        // An earlier patch never meets it (for patch 0 the check is the requirement itself, which does).
        expect(satisfies(req, `${major}.${minor}.${Math.max(patch - 1, 0)}`)).toBe(patch === 0);
      }),
    );
  });

  test("apt-cache policy: each package's candidate, by crate; none and unknown packages left out", () => {
    const out = [
      'librust-enum-iterator-dev:',
      '  Installed: (none)',
      '  Candidate: 0.6.0-1+b1',
      '  Version table:',
      '     0.6.0-1+b1 500',
      'librust-rand-dev:',
      '  Installed: 0.8.5-1',
      '  Candidate: 0.8.5-1',
      'librust-gone-dev:',
      '  Installed: (none)',
      '  Candidate: (none)',
      'librust-other-dev:',
      '  Candidate: 9.9.9-1',
    ].join('\n');
    expect([...parseAptPolicy(out, ['enum_iterator', 'rand', 'gone', 'int-enum'])]).toEqual([['enum_iterator', '0.6.0'], ['rand', '0.8.5']]);
    expect(parseAptPolicy('', ['rand']).size).toBe(0);
  });

  test("Debian's version strings lose epoch and revision", () => {
    expect(upstreamVersion('0.6.0-1+b1')).toBe('0.6.0');
    expect(upstreamVersion('1:2.3.4-5')).toBe('2.3.4');
    expect(debianPackage('enum_iterator')).toBe('librust-enum-iterator-dev');
  });
});

describe('the reason a crate cannot be had', () => {
  const cargo = 'error: no matching package named `enum-iterator` found';

  test("Debian's package in a version that does not meet the requirement is not offered as the fix", () => {
    const m = missingCrateMessage([{ name: 'enum-iterator', version: '0.7.0' }], cargo, new Map([['enum-iterator', '0.6.0']]));
    expect(m.startsWith(`${CRATE_MISSING_PREFIX} \`enum-iterator\` 0.7.0`)).toBe(true);
    expect(m).not.toContain('apt-get install');
    expect(m).toContain('librust-enum-iterator-dev is 0.6.0, which does not meet 0.7.0');
    expect(m).toContain('network');
  });

  test('a package that meets it is offered with its version; an unknown one as before', () => {
    const ok = missingCrateMessage([{ name: 'num-bigint', version: '0.4' }], 'error: no matching package named `num-bigint` found', new Map([['num-bigint', '0.4.3']]));
    expect(ok).toContain('`sudo apt-get install librust-num-bigint-dev` (librust-num-bigint-dev is 0.4.3; its sources go to');
    const unknown = missingCrateMessage([{ name: 'int-enum', version: '1.1' }], 'error: no matching package named `int-enum` found');
    expect(unknown).toMatch(/^this exercise needs the crate `int-enum` 1\.1, which is not available offline on this machine: on Debian or Ubuntu install it with `sudo apt-get install librust-int-enum-dev`.*network/);
  });

  test('several crates: the installable ones offered, the mismatched one named', () => {
    const crates = [{ name: 'anyhow', version: '1.0' }, { name: 'enum-iterator', version: '0.7.0' }];
    const m = missingCrateMessage(crates, 'error: failed to select a version', new Map([['anyhow', '1.0.69'], ['enum-iterator', '0.6.0']]));
    expect(m).toContain('`sudo apt-get install librust-anyhow-dev`');
    expect(m).toContain('librust-enum-iterator-dev is 0.6.0, which does not meet 0.7.0, so only a network can provide it');
  });
});
