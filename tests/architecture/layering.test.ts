import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layering lint (.dependency-cruiser.cjs, run by `npm run lint`) fails when a rule is broken: run over the
 * fixture tree in tests/fixtures/layering (a tiny src/ with one allowed import and one of each kind of
 * violation), with the project's own rule file, it must report exactly the planted violations.
 */
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/layering');

type Violation = { rule: { name: string }; from: string; to: string };

function cruise(target: string, cwd: string, outputType: 'json' | 'err') {
  const run = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      target,
      '--config',
      path.join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      outputType,
    ],
    { cwd, encoding: 'utf8', timeout: 120_000 },
  );
  return run;
}

describe('layering lint (dependency-cruiser)', () => {
  it('fails on each planted violation and on nothing else (the handler map, the front door and ipc gathering maps are allowed)', () => {
    // The err reporter is what `npm run lint` uses: it must fail the command.
    expect(cruise('src', FIXTURE, 'err').status).not.toBe(0);
    const report = JSON.parse(cruise('src', FIXTURE, 'json').stdout) as { summary: { violations: Violation[] } };
    const violations = report.summary.violations;
    const found = violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
    expect(found).toEqual([
      'features-not-each-other: src/renderer/src/features/a/page.ts -> src/renderer/src/features/b/widget.ts',
      'handlers-transport-free: src/main/services/writings/handlers.ts -> src/main/web/host.ts',
      'no-circular: src/main/services/reviews/cycle-a.ts -> src/main/services/reviews/cycle-b.ts',
      'renderer-rules-from-shared-domain: src/renderer/src/features/c/menu.ts -> src/renderer/src/features/c/stage-rules.ts',
      'services-below-ipc: src/main/services/reviews/bad-service.ts -> src/shared/ipc/channels/reviews.ts',
      'services-through-front-door: src/main/services/reviews/into-internals.ts -> src/main/services/writings/word-count.ts',
      'use-cases-below-handlers: src/main/services/reviews/reads-channel-map.ts -> src/main/services/reviews/handlers.ts',
    ]);
  });
});
