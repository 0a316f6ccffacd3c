import fs from 'node:fs';
import path from 'node:path';
import type { GeneratedProblem } from '@shared/domain/draft';
import { stringifyFrontMatter } from '../../content/front-matter';
import { GENERATED_MARKER, type GeneratedOrigin } from '../../content/catalog';

const EXT = { python: 'py', rust: 'rs' } as const;

/**
 * Writes a promoted problem into the user problems folder in the bundled format (problem.md with front
 * matter, starter/tests/reference, pitfalls.md) plus generated.json, so the folder can be shared as is.
 * Written to a temporary sibling and renamed, so a half-written folder is never loaded.
 */
export function writeProblemFolder(root: string, p: GeneratedProblem, origin: GeneratedOrigin): string {
  fs.mkdirSync(root, { recursive: true });
  const dir = path.join(root, p.slug);
  if (fs.existsSync(dir)) throw new Error(`folder exists: ${dir}`);
  const tmp = fs.mkdtempSync(path.join(root, `.${p.slug}-`));
  try {
    const ext = EXT[p.language];
    const front = {
      slug: p.slug,
      title: p.title,
      language: p.language,
      domain_tags: p.domain_tags,
      axes: p.axes,
      difficulty: p.difficulty,
      hints: p.hints,
    };
    fs.writeFileSync(path.join(tmp, 'problem.md'), stringifyFrontMatter(front, p.statement_md));
    fs.writeFileSync(path.join(tmp, `starter.${ext}`), p.starter);
    fs.writeFileSync(path.join(tmp, `tests.${ext}`), p.tests);
    fs.writeFileSync(path.join(tmp, `reference.${ext}`), p.reference);
    fs.writeFileSync(path.join(tmp, 'pitfalls.md'), p.pitfalls_md.endsWith('\n') ? p.pitfalls_md : `${p.pitfalls_md}\n`);
    fs.writeFileSync(path.join(tmp, GENERATED_MARKER), `${JSON.stringify(origin, null, 2)}\n`);
    fs.renameSync(tmp, dir);
    return dir;
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}
