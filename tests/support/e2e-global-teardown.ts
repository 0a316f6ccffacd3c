import path from 'node:path';
import { removeHostBundle } from './e2e-host-bundle';

/** Removes the host bundle global-setup.ts built for this run. */
export default function globalTeardown(): void {
  removeHostBundle(path.resolve(__dirname, '../..'));
}
