import path from 'node:path';
import type { AxisId } from '@shared/domain/axes';
import type { ExercismExercise } from './exercise';
import { readCapped } from './read-capped';

/** What the track's config.json says about one exercise (all optional: a lone exercise folder has none). */
export type TrackEntry = { name?: string; difficulty?: number; topics?: string[]; concepts?: string[] };

/** The files of one problem in our format (content/problems/<slug>/), as the importer writes them. */
export type ProblemFiles = {
  slug: string;
  files: Record<string, string>;
};

const EXT = { python: 'py', rust: 'rs' } as const;
const HINT_MAX = 5;
const HINT_CHARS = 300;

/**
 * The documented mapping (docs/exercism.md): difficulty 1-3 easy, 4-6 medium, 7-10 hard (concept exercises,
 * which have none, are easy); axes `algorithmic`, plus `systems_programming` for Rust and `math_foundations`
 * when a topic is about mathematics; domain tags `exercism`, the language and every topic or concept as given.
 */
export function mapDifficulty(kind: ExercismExercise['kind'], difficulty?: number): 'easy' | 'medium' | 'hard' {
  if (kind === 'concept' || difficulty === undefined || !Number.isFinite(difficulty)) return 'easy';
  return difficulty <= 3 ? 'easy' : difficulty <= 6 ? 'medium' : 'hard';
}

const MATH_TOPICS = /^(math|mathematics|algebra|number[-_ ]theory|integers?|floating[-_ ]point|matrices|prime|primes|geometry|probability)$/i;

export function mapAxes(language: 'python' | 'rust', topics: string[]): AxisId[] {
  const axes: AxisId[] = ['algorithmic'];
  if (language === 'rust') axes.push('systems_programming');
  if (topics.some((t) => MATH_TOPICS.test(t))) axes.push('math_foundations');
  return axes;
}

export function mapTags(language: 'python' | 'rust', entry: TrackEntry): string[] {
  const tags = ['exercism', language, ...(entry.topics ?? []), ...(entry.concepts ?? [])]
    .map((t) => t.trim().toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40))
    .filter(Boolean);
  return [...new Set(tags)].slice(0, 12);
}

/** Bullet points of `.docs/hints.md`, at most five, each cut at 300 characters. */
export function readHints(markdown: string | null): string[] {
  const bullets = (markdown ?? '')
    .split('\n')
    .map((l) => /^\s*[-*]\s+(.*\S)\s*$/.exec(l)?.[1])
    .filter((b): b is string => Boolean(b))
    .map((b) => (b.length > HINT_CHARS ? `${b.slice(0, HINT_CHARS - 1)}…` : b));
  return bullets.length ? bullets.slice(0, HINT_MAX) : ['Read the tests: each one says what a function must return for one input.'];
}

export const problemSlugFor = (language: 'python' | 'rust', slug: string): string => `exercism-${language}-${slug}`.slice(0, 80);

const titleOf = (slug: string) => slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** Builds the problem's files from the exercise folder: statement, hints, starter, tests, reference, layout. */
export function buildProblemFiles(dir: string, exercise: ExercismExercise, reference: string, entry: TrackEntry): ProblemFiles {
  const docs = (name: string) => readCapped(path.join(dir, '.docs', name), undefined, dir)?.trim() ?? '';
  const parts =
    exercise.kind === 'concept'
      ? [docs('introduction.md'), docs('instructions.md')]
      : [docs('introduction.md'), docs('instructions.md'), docs('instructions.append.md')];
  const statement = parts.filter(Boolean).join('\n\n');
  if (!statement) throw new Error('.docs/instructions.md is missing or empty');
  const topics = [...(entry.topics ?? []), ...(entry.concepts ?? [])];
  const slug = problemSlugFor(exercise.language, exercise.slug);
  const front = [
    '---',
    `slug: ${slug}`,
    `title: ${JSON.stringify(`${entry.name ?? titleOf(exercise.slug)} (Exercism)`)}`,
    `language: ${exercise.language}`,
    `domain_tags: ${JSON.stringify(mapTags(exercise.language, entry))}`,
    `axes: ${JSON.stringify(mapAxes(exercise.language, topics))}`,
    `difficulty: ${mapDifficulty(exercise.kind, entry.difficulty)}`,
    `hints: ${JSON.stringify(readHints(readCapped(path.join(dir, '.docs', 'hints.md'), undefined, dir)))}`,
    '---',
    '',
  ].join('\n');
  const where = exercise.language === 'python' ? `\`${exercise.solution_file}\`` : `the \`${exercise.layout.module}\` crate's \`src/lib.rs\``;
  const others = exercise.other_solution_files ?? [];
  const given = others.length
    ? ` The exercise's solution also has ${others.map((f) => `\`${f}\``).join(', ')}: given as the exercise ships ${others.length === 1 ? 'it' : 'them'}, beside your code, and not edited here.`
    : '';
  const source = `\n\n---\n\nImported from Exercism's ${exercise.language === 'python' ? 'Python' : 'Rust'} track (${exercise.kind} exercise \`${exercise.slug}\`, MIT licence). Your code is ${where}.${given}\n`;
  const ext = EXT[exercise.language];
  const support = exercise.layout.support_files ?? {};
  const files: Record<string, string> = {
    'problem.md': `${front}${statement}${source}`,
    [`starter.${ext}`]: exercise.code,
    [`tests.${ext}`]: exercise.tests,
    [`reference.${ext}`]: reference,
    'pitfalls.md': `# Pitfalls\n\nExercism's tests are the specification: read every one, including those that look like edge cases.\n`,
    'exercism.json': `${JSON.stringify(
      {
        module: exercise.layout.module,
        ...(exercise.layout.edition ? { edition: exercise.layout.edition } : {}),
        support_files: Object.keys(support),
        ...(exercise.layout.test_files ? { test_files: exercise.layout.test_files } : {}),
        ...(exercise.layout.features ? { features: exercise.layout.features } : {}),
        ...(exercise.layout.release ? { release: true } : {}),
        ...(exercise.layout.crates ? { crates: exercise.layout.crates } : {}),
        ...(exercise.layout.time_budget_ms ? { time_budget_ms: exercise.layout.time_budget_ms } : {}),
        source: { track: exercise.language, kind: exercise.kind, slug: exercise.slug },
      },
      null,
      2,
    )}\n`,
  };
  for (const [name, text] of Object.entries(support)) files[`support/${name}`] = text;
  return { slug, files };
}
