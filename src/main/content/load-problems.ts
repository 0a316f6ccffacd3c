import fs from 'node:fs';
import path from 'node:path';
import { ProblemFrontMatterSchema, type Problem } from '@shared/domain/problem';
import { ContentError } from './content-error';
import { parseFrontMatter } from './front-matter';
import { loadEach, type Loaded } from './load-dir';

const EXT = { python: 'py', rust: 'rs' } as const;

function readRequired(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (!fs.existsSync(file)) throw new ContentError(dir, `missing file ${name}`);
  return fs.readFileSync(file, 'utf8');
}

/** Loads one problem folder: problem.md, starter/tests/reference in its language, pitfalls.md. */
export function loadProblemDir(dir: string): Problem {
  const file = path.join(dir, 'problem.md');
  const { data, body } = parseFrontMatter(readRequired(dir, 'problem.md'));
  const parsed = ProblemFrontMatterSchema.safeParse(data);
  if (!parsed.success) throw ContentError.fromZod(file, parsed.error);
  if (path.basename(dir) !== parsed.data.slug) {
    throw new ContentError(file, `slug: "${parsed.data.slug}" does not match the folder name "${path.basename(dir)}"`);
  }
  if (!body.trim()) throw new ContentError(file, 'body: the problem statement is empty');
  const ext = EXT[parsed.data.language];
  return {
    ...parsed.data,
    statement_md: body,
    starter: readRequired(dir, `starter.${ext}`),
    tests: readRequired(dir, `tests.${ext}`),
    reference: readRequired(dir, `reference.${ext}`),
    pitfalls_md: readRequired(dir, 'pitfalls.md'),
    dir: path.resolve(dir),
  };
}

export function loadProblems(dir: string): Loaded<Problem> {
  return loadEach(dir, (e) => e.isDirectory(), loadProblemDir);
}
