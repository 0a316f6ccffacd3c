/**
 * Screenshot seed (SEED=tests/app/a11y-screenshot-seed.ts): the accessibility audit's data (chips, scores, a
 * draft, a review, news, pieces on the board), with a loopback model server in the screenshot process.
 */
import type { RunningHost } from '../support/web-host';
import { startModelServer } from '../support/model-server';
import { seedForAudit } from './a11y-seed';

export default async function seed(host: RunningHost): Promise<void> {
  const server = await startModelServer();
  const saved = await host.call('model:save-settings', { base_url: server.baseUrl, model: 'test-model' });
  if (!saved.ok) throw new Error(saved.error?.message);
  await seedForAudit(host, server);
  // The server stays up for the rest of the screenshot run; the process exits when screenshots are done.
}
