import type { CrateSpec } from './rust-crates';

/**
 * How a problem's files are laid out for the runner when they are not our own corpus's shape: Exercism's
 * exercises import the solution under the exercise's name (`from leap import leap_year`, `use leap::*`), say their
 * Rust edition in Cargo.toml and may ship helper files beside the tests. Our corpus leaves it out (module
 * `solution`, Rust tests mounted as `mod tests`, edition 2021).
 */
export type RunLayout = {
  /**
   * Python: the module the tests import; the code is written as `<module>.py`. Rust: the crate name; the code is
   * compiled as a library crate of that name and the tests as an integration test against it.
   */
  module?: string;
  /** Rust edition (Cargo.toml's `edition`). */
  edition?: '2015' | '2018' | '2021' | '2024';
  /** Helper files the tests read or import, by plain file name (no folders). */
  support_files?: Record<string, string>;
  /**
   * Python: helper files that hold tests of their own (an exercise whose `files.test` names several `*_test.py`):
   * their tests run after those of tests.py. Each must be one of `support_files`.
   */
  test_files?: string[];
  /** Rust: Cargo features on (the exercise's default features), each compiled as `--cfg feature="x"`. */
  features?: string[];
  /** Rust: crates from Cargo.toml's [dependencies] and [dev-dependencies], built offline (docs/exercism.md). */
  crates?: CrateSpec[];
  /** Rust: an optimised build, as the exercise's test-runner settings ask (`test-in-release-mode`). */
  release?: boolean;
  /** The time budget of one run when the request names none (Exercism's 20 s for imported exercises). */
  time_budget_ms?: number;
};

/** The longest budget a layout may ask for: Exercism's own runners stop at 20 s. */
export const LAYOUT_BUDGET_MAX_MS = 20_000;
const FEATURE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_-]{0,63}$/;

export const RUST_EDITIONS = ['2015', '2018', '2021', '2024'] as const;

/** Names the runner itself puts in the run folder, or that would shadow the harness's own imports. */
const RESERVED = new Set([
  'tests', 'python_harness', 'harness_plan', 'harness_channel', 'harness_guard', 'harness_result', 'pytest',
  'unittest', 'solution_tests', 'sys', 'os', 'json', 'ast', 'random', 'traceback', 'functools', 're', 'std', 'core',
  'alloc', 'test',
]);
const MODULE_NAME = /^[a-z_][a-z0-9_]{0,63}$/;
const FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,79}$/;
export const SUPPORT_FILES_MAX = 20;
export const SUPPORT_BYTES_MAX = 1024 * 1024;

/** What is wrong with a layout (a message for the run's error), or null. Problem content is checked, not trusted. */
export function layoutProblem(layout: RunLayout | undefined, language: 'python' | 'rust'): string | null {
  if (!layout) return null;
  if (layout.module !== undefined && (!MODULE_NAME.test(layout.module) || RESERVED.has(layout.module))) {
    return `the exercise's module name "${layout.module.slice(0, 80)}" cannot be used (lowercase letters, digits and _ only, not a name the runner uses)`;
  }
  if (layout.edition !== undefined && !(RUST_EDITIONS as readonly string[]).includes(layout.edition)) {
    return `Rust edition ${String(layout.edition).slice(0, 20)} is not one of ${RUST_EDITIONS.join(', ')}`;
  }
  const features = layout.features ?? [];
  if (features.length > 32 || features.some((f) => !FEATURE_NAME.test(f))) return 'the exercise\'s Cargo features cannot be used (at most 32 plain names)';
  if (layout.time_budget_ms !== undefined && !(Number.isInteger(layout.time_budget_ms) && layout.time_budget_ms > 0 && layout.time_budget_ms <= LAYOUT_BUDGET_MAX_MS)) {
    return `the exercise's time budget must be a whole number of milliseconds up to ${LAYOUT_BUDGET_MAX_MS}`;
  }
  const crates = layout.crates ?? [];
  const badCrate = crates.find((c) => !/^[A-Za-z0-9_-]{1,64}$/.test(c.name) || !/^[0-9A-Za-z.*^~=<>, +-]{1,40}$/.test(c.version) || (c.features ?? []).some((f) => !/^[A-Za-z0-9_/-]{1,64}$/.test(f)));
  if (language !== 'rust' && crates.length) return 'crates are for Rust exercises only';
  if (crates.length > 32 || badCrate) return `the exercise's crate ${badCrate?.name.slice(0, 40) ?? ''} cannot be used (at most 32 crates, each a plain name and a version requirement)`;
  const files = Object.entries(layout.support_files ?? {});
  if (files.length > SUPPORT_FILES_MAX) return `the tests need ${files.length} helper files; at most ${SUPPORT_FILES_MAX} are supported`;
  let bytes = 0;
  const ext = language === 'python' ? '.py' : '.rs';
  for (const [name, text] of files) {
    bytes += Buffer.byteLength(text);
    const stem = name.replace(/\.[^.]*$/, '');
    const own = [`${layout.module ?? 'solution'}${ext}`, 'tests.py', 'tests.rs', 'pytest.py', 'python_harness.py'];
    if (!FILE_NAME.test(name) || name.includes('..') || own.includes(name) || RESERVED.has(stem)) {
      return `a helper file of the tests is named "${name.slice(0, 80)}", which the runner cannot use`;
    }
  }
  if (bytes > SUPPORT_BYTES_MAX) return 'the tests\' helper files are larger than 1 MB together';
  for (const name of layout.test_files ?? []) {
    if (language !== 'python' || !name.endsWith('.py') || layout.support_files?.[name] === undefined || !MODULE_NAME.test(name.slice(0, -3))) {
      return `the test file "${name.slice(0, 80)}" is not one of the tests' helper files, so it cannot run`;
    }
  }
  return null;
}
