import fs from 'node:fs';
import path from 'node:path';

/**
 * resources/runner/python_harness.py, found from source (src/main/services/runner), from the bundled main
 * (out/main) or from a packaged app's resources folder.
 */
export function pythonHarnessPath(): string {
  const candidates = [
    path.resolve(__dirname, '../../../../resources/runner/python_harness.py'),
    path.resolve(__dirname, '../../resources/runner/python_harness.py'),
    path.resolve(process.cwd(), 'resources/runner/python_harness.py'),
  ];
  const resourcesPath = (process as NodeJS.Process & { resourcesPath?: string }).resourcesPath;
  if (resourcesPath) candidates.unshift(path.join(resourcesPath, 'runner', 'python_harness.py'));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`python_harness.py was not found (looked in ${candidates.join(', ')})`);
  return found;
}
