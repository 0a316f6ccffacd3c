import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/main/bootstrap';
import { startModelServer } from '../tests/support/model-server';
import { findPlaceholderParagraphs } from '../src/main/services/assist/placeholders';
import { findNewMaterial } from '../src/main/services/assist/novelty';
import { measure, report, sized } from './harness';

/**
 * Writing-assist guardrails, each as a ratio to a baseline measured in the same run:
 * (1) the pre-call placeholder/empty-paragraph check on a 100 KB document vs a bare paragraph split of it;
 * (2) the post-call new-material check on a reply vs the model's zero-latency round trip (the real gateway and
 *     SDK against a loopback server that answers at once), for a typical 4 KB selection and for 100 KB.
 */
const SENTENCES = [
  'Sparse autoencoders find features in the residual stream of a small model.',
  'I trained one last month and most of its features were hard to read.',
  'The readable ones were about syntax, not meaning, which surprised me.',
  'Doubling the dictionary made the features cleaner, so I think mine was too small.',
  'My plan is to try again with a larger dictionary and write down which features I can name.',
  'I keep a to-do list of the features I could not read, and it keeps growing.',
];
function document(bytes: number): string {
  const paras: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const p = Array.from({ length: 4 }, (_, j) => SENTENCES[(i + j) % SENTENCES.length]).join(' ');
    paras.push(i % 7 === 0 ? `## Section ${i}\n\n${p}` : i % 5 === 0 ? `- ${p}\n- ${SENTENCES[i % 6]}` : p);
    size += p.length + 2;
  }
  return paras.join('\n\n').slice(0, bytes);
}
/** The reply the model would send: the same sentences reordered (what a clean plain-language pass looks like). */
const reorder = (text: string) => text.split(/(?<=\.)\s+/).reverse().join(' ');

async function main(): Promise<void> {
  const doc = document(sized(100_000, 2_000));
  const found = findPlaceholderParagraphs(doc);
  if (found.length !== 0) throw new Error('the bench document should have no placeholders');
  const split = await measure(() => doc.split(/\n[ \t]*\n/), 50, 5);
  const pre = await measure(() => findPlaceholderParagraphs(doc), 50, 5);
  report('pre-call guardrail on 100 KB vs bare paragraph split', pre, split);

  const server = await startModelServer({ fallback: { kind: 'content', content: JSON.stringify({ text: 'ok' }) } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'assist-bench-'));
  const app = createApp({
    host: 'web',
    dataDir,
    bundledContentDir: path.resolve(__dirname, '..', 'content'),
    env: { OPENAI_BASE_URL: server.baseUrl, OPENAI_API_KEY: 'bench', WORKBENCH_MODEL: 'test-model' },
    logger: { error: () => undefined },
  });
  try {
    const user = app.ctx.services.profiles.currentId();
    const small = document(4_000);
    const roundTrip = await measure(
      () => app.ctx.services.model.complete(user, { tag: 'writing_assist', messages: [{ role: 'user', content: small }], maxTokens: 100, json: true }),
      30,
      5,
    );
    const smallReply = reorder(small);
    if (findNewMaterial(small, smallReply).length !== 0) throw new Error('a reordering should pass');
    const post4 = await measure(() => findNewMaterial(small, smallReply), 50, 5);
    report('post-call check, 4 KB selection, vs zero-latency model round trip', post4, roundTrip);
    const bigReply = reorder(doc);
    const post100 = await measure(() => findNewMaterial(doc, bigReply), 20, 3);
    report('post-call check, 100 KB document, vs zero-latency model round trip', post100, roundTrip);
  } finally {
    app.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
