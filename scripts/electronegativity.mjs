// `npm run lint` step: runs Electronegativity (Doyensec's Electron security linter) and fails on any
// finding of medium severity or above that is not in scripts/electronegativity-allowlist.json with a reason.
// Low and informational findings are printed for reading, not failed on.
// The check that downloads Electron's release list is skipped (no network here; Electron upgrades are
// tracked in package.json), and the Electron version is the one installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const runModule = require('@doyensec/electronegativity');
const run = runModule.default ?? runModule;
const electronVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8'),
).version;
const allowlist = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/electronegativity-allowlist.json'), 'utf8'),
).allow;

const MEDIUM = 2; // electronegativity's severity values: informational 0, low 1, medium 2, high 3, critical 4

// The Electron-facing code: main (window, session, protocol, IPC), the preload, and the page's CSP meta tag,
// copied into one folder because Electronegativity's global checks (is there a CSP, a navigation limit...)
// look across one input. The React code has no Electron API to misuse, and parsing it triples the run time.
const INPUTS = ['main', 'preload', 'renderer/index.html'];
const scan = fs.mkdtempSync(path.join(os.tmpdir(), 'workbench-electronegativity-'));
for (const input of INPUTS) fs.cpSync(path.join(root, 'src', input), path.join(scan, input), { recursive: true });

// Electronegativity logs its progress through console.log; keep only our summary.
const log = console.log;
console.log = () => undefined;
let result;
try {
  result = await run({
    input: scan,
    isRelative: true,
    isVerbose: false,
    excludeFromScan: ['AvailableSecurityFixesGlobalCheck'],
    electronVersionOverride: electronVersion,
    customScan: [],
    parserPlugins: [],
  });
} finally {
  console.log = log;
  fs.rmSync(scan, { recursive: true, force: true });
}

const issues = result.issues;
const allowed = (i) => allowlist.some((a) => a.check === i.id && a.file === i.file);
const failing = issues.filter((i) => i.severity.value >= MEDIUM && !allowed(i));
const reviewed = issues.filter((i) => i.severity.value >= MEDIUM && allowed(i));
const low = issues.filter((i) => i.severity.value < MEDIUM);
const line = (i) => `  ${i.id} (${i.severity.name}) ${i.file}:${i.location.line}  ${i.description}`;

const hardErrors = result.errors.filter((e) => !e.tolerable);
if (hardErrors.length) {
  console.error('electronegativity: could not parse some files, so they were not checked:');
  for (const e of hardErrors) console.error(`  ${e.file}: ${e.message}`);
}
if (low.length)
  console.log(
    `electronegativity: ${low.length} low/informational finding(s), for reading:\n${low.map(line).join('\n')}`,
  );
console.log(
  `electronegativity: ${reviewed.length} reviewed finding(s) allowed by scripts/electronegativity-allowlist.json`,
);
if (failing.length) {
  console.error(
    `electronegativity: ${failing.length} finding(s) of medium severity or above; fix them or add them to the allowlist with a reason:`,
  );
  for (const i of failing) console.error(line(i));
  process.exit(1);
}
if (hardErrors.length) process.exit(1);
console.log('electronegativity: 0 unreviewed findings of medium severity or above');
