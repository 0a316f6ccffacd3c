import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Axis } from '@shared/domain/axes';
import {
  DRAFT_LIMITS,
  GeneratedProblemSchema,
  ReadingGuideSchema,
  readingGuideMarkdown,
  type DraftKind,
  type DraftSource,
  type DraftSummary,
  type DraftView,
  type GeneratedProblem,
  type ReadingGuide,
} from '@shared/domain/draft';
import type { Language, Problem } from '@shared/domain/problem';
import { flattenSections, type Track, type TrackSection } from '@shared/domain/track';
import { conflict, invalidInput, notFound, unavailable } from '@shared/errors';
import type { GeneratedOrigin } from '../../content/catalog';
import type { DraftRow, DraftsRepository } from '../../db/repositories/drafts';
import type { Clock } from '../clock';
import type { Runner } from '../runner';
import { askForJson, type Complete } from './model-reply';
import { debuggingPrompt, exercisePrompt, readingGuidePrompt } from './prompts';
import { describeLeaks, findAnswerLeaks } from './answer-leak';
import { checkDiscrimination, type RunOptions } from './verify';
import { toSummary, toView, guideOf, problemOf, checkOf } from './views';
import { writeProblemFolder } from './write-problem';

/** What a debugging-problem reply carries; the rest (reference, language, axes) comes from the source problem. */
const DebugReplySchema = GeneratedProblemSchema.pick({ title: true, statement_md: true, tests: true, hints: true, pitfalls_md: true })
  .extend({ broken: GeneratedProblemSchema.shape.starter })
  .strict();

/** The exercise reply may leave the slug out or pick a taken one: the service assigns a free one. */
const ExerciseReplySchema = GeneratedProblemSchema.extend({ slug: z.string().max(200).optional() }).strict();

export type GenerateRequest =
  | { kind: 'reading_guide'; sectionUrl: string }
  | { kind: 'exercise'; axis?: string; language?: Language; slug?: string }
  | { kind: 'debugging_problem'; slug: string };

export type DraftsDeps = {
  repo: DraftsRepository;
  content: {
    axes: Axis[];
    listTracks(): Track[];
    getProblem(slug: string): Problem | undefined;
    addProblemDir(dir: string): Problem;
  };
  clock: Clock;
  complete: Complete;
  runner: Runner;
  runOptions: (userId: string) => RunOptions;
  /** Promoted problems are written here (the catalog loads it at start-up). */
  userProblemsDir: string;
};

const MAX_REFUSAL_OUTPUT = 3000;

/**
 * Generated content: generation through the model gateway, the runner's discrimination check, the
 * operator's review actions. Nothing here is called by a learner's screen, and the only code path that sets a
 * draft live or adds a problem to the catalog is `promote`, reached only by drafts:promote.
 */
export function createDraftsService(deps: DraftsDeps) {
  const { repo, content, clock } = deps;
  const now = () => clock.now().toISOString();

  function mustGet(userId: string, id: string): DraftRow {
    const row = repo.get(userId, id);
    if (!row) throw notFound('There is no such draft for this profile. Open one from the Drafts page.');
    return row;
  }
  function mustBeDraft(row: DraftRow, action: string): void {
    if (row.state !== 'draft')
      throw conflict(`This draft is already ${row.state === 'live' ? 'live' : 'rejected'}, so it cannot be ${action}. Generate a new one instead.`);
  }

  function findSection(url: string): { track: Track; section: TrackSection; position: number } | undefined {
    for (const track of content.listTracks()) {
      for (const s of flattenSections(track)) if (s.section.url === url) return { track, section: s.section, position: s.position };
    }
    return undefined;
  }

  function mustGetProblem(slug: string): Problem {
    const p = content.getProblem(slug);
    if (!p) throw notFound(`There is no problem "${slug}". Pick one from the Problems page.`);
    return p;
  }

  /** A slug no live problem and none of this user's drafts uses: base, base-2, base-3... */
  function freeSlug(userId: string, base: string): string {
    const clean = (base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'generated').slice(0, 70);
    const taken = new Set(repo.list(userId).map((r) => problemOf(r)?.slug).filter((s): s is string => Boolean(s)));
    for (let i = 1; ; i++) {
      const slug = i === 1 ? clean : `${clean}-${i}`;
      if (!content.getProblem(slug) && !taken.has(slug) && !fs.existsSync(path.join(deps.userProblemsDir, slug))) return slug;
    }
  }

  const scratch = () => path.join(deps.userProblemsDir, '..', 'runner');
  const check = (userId: string, kind: 'exercise' | 'debugging_problem', problem: GeneratedProblem) =>
    checkDiscrimination(deps.runner, kind, problem, deps.runOptions(userId), scratch(), now);

  /** Verifies before anything is stored; a non-discriminating problem is refused with the runner's output. */
  async function storeProblem(userId: string, kind: 'exercise' | 'debugging_problem', problem: GeneratedProblem, source: DraftSource): Promise<DraftView> {
    // A problem whose statement, hints or pitfalls give the answer away teaches nothing: refused before the runner.
    const leaks = findAnswerLeaks(problem);
    if (leaks.length)
      throw conflict(
        `The generated ${kind === 'exercise' ? 'exercise' : 'debugging problem'} was refused and not saved: ${describeLeaks(leaks, kind === 'exercise' ? 'solution' : 'fix')}. Generate again.`,
      );
    const result = await check(userId, kind, problem);
    if (!result.discriminates) {
      const output = [`Reference: ${result.reference.output || result.reference.status}`, `${kind === 'exercise' ? 'Starter' : 'Broken version'}: ${result.starter.output || result.starter.status}`]
        .join('\n')
        .slice(0, MAX_REFUSAL_OUTPUT);
      throw conflict(`The generated ${kind === 'exercise' ? 'exercise' : 'debugging problem'} was refused and not saved: ${result.summary} Generate again.\n${output}`);
    }
    const id = repo.insert(
      userId,
      { kind, title: problem.title, payloadJson: JSON.stringify(problem), sourceJson: JSON.stringify(source), checkJson: JSON.stringify(result), sectionUrl: null },
      now(),
    );
    return toView(mustGet(userId, id));
  }

  async function generate(userId: string, req: GenerateRequest): Promise<DraftView> {
    if (req.kind === 'reading_guide') {
      const found = findSection(req.sectionUrl);
      if (!found) throw notFound(`No track section has the URL "${req.sectionUrl}". Generate a guide from a section on a track page.`);
      const guide = await askForJson(deps.complete, userId, readingGuidePrompt(found.track.title, found.section), ReadingGuideSchema, 'reading guide');
      const source: DraftSource = {
        section_url: req.sectionUrl,
        track_slug: found.track.slug,
        axis: null,
        slug: null,
        label: `${found.track.title} → ${found.section.title}`,
      };
      const id = repo.insert(
        userId,
        { kind: 'reading_guide', title: guide.title, payloadJson: JSON.stringify(guide), sourceJson: JSON.stringify(source), checkJson: null, sectionUrl: req.sectionUrl },
        now(),
      );
      return toView(mustGet(userId, id));
    }
    if (req.kind === 'exercise') {
      const from = req.slug ? mustGetProblem(req.slug) : undefined;
      if (!from && (!req.axis || !req.language)) throw invalidInput('An exercise needs a problem slug, or an axis and a language.');
      const axis = from ? undefined : content.axes.find((a) => a.id === req.axis);
      if (!from && !axis) throw notFound(`There is no axis "${req.axis}".`);
      const language: Language = from ? from.language : req.language!;
      const reply = await askForJson(
        deps.complete,
        userId,
        exercisePrompt(from ? { problem: from } : { axis: axis!.id, axisTitle: axis!.title, language }),
        ExerciseReplySchema,
        'exercise',
      );
      if (reply.language !== language)
        throw unavailable(`The model wrote the exercise in ${reply.language}, not ${language}. Nothing was saved; generate again.`);
      const problem: GeneratedProblem = { ...reply, slug: freeSlug(userId, reply.slug ?? reply.title) };
      const source: DraftSource = from
        ? { section_url: null, track_slug: null, axis: null, slug: from.slug, label: `Practice around "${from.title}"` }
        : { section_url: null, track_slug: null, axis: axis!.id, slug: null, label: `Weak axis: ${axis!.title} (${language})` };
      return storeProblem(userId, 'exercise', problem, source);
    }
    const from = mustGetProblem(req.slug);
    const reply = await askForJson(deps.complete, userId, debuggingPrompt(from), DebugReplySchema, 'debugging problem');
    const problem: GeneratedProblem = {
      slug: freeSlug(userId, `${from.slug}-debug`),
      title: reply.title,
      language: from.language,
      domain_tags: from.domain_tags,
      axes: from.axes,
      difficulty: from.difficulty,
      hints: reply.hints,
      statement_md: reply.statement_md,
      starter: reply.broken,
      tests: reply.tests,
      reference: from.reference,
      pitfalls_md: reply.pitfalls_md,
    };
    return storeProblem(userId, 'debugging_problem', problem, {
      section_url: null,
      track_slug: null,
      axis: null,
      slug: from.slug,
      label: `Debugging "${from.title}"`,
    });
  }

  return {
    generate,
    list: (userId: string): DraftSummary[] => repo.list(userId).map(toSummary),
    get: (userId: string, id: string): DraftView => toView(mustGet(userId, id)),

    /** Edits replace the content; a problem's old check no longer applies, so it is cleared until tests run again. */
    update(userId: string, id: string, edit: { guide?: ReadingGuide; problem?: GeneratedProblem }): DraftView {
      const row = mustGet(userId, id);
      mustBeDraft(row, 'edited');
      if (row.kind === 'reading_guide') {
        if (!edit.guide || edit.problem) throw invalidInput('A reading guide draft is edited with "guide" only.');
        repo.update(userId, id, { title: edit.guide.title, payloadJson: JSON.stringify(edit.guide), checkJson: null }, now());
      } else {
        if (!edit.problem || edit.guide) throw invalidInput('A problem draft is edited with "problem" only.');
        repo.update(userId, id, { title: edit.problem.title, payloadJson: JSON.stringify(edit.problem), checkJson: null }, now());
      }
      return toView(mustGet(userId, id));
    },

    async runTests(userId: string, id: string): Promise<DraftView> {
      const row = mustGet(userId, id);
      if (row.kind === 'reading_guide') throw invalidInput('A reading guide has no tests to run.');
      mustBeDraft(row, 'tested');
      const problem = problemOf(row);
      if (!problem) throw conflict('This draft\'s problem could not be read. Edit and save it, then run the tests.');
      const result = await check(userId, row.kind, problem);
      repo.setCheck(userId, id, JSON.stringify(result));
      return toView(mustGet(userId, id));
    },

    /** The only path to live. Problems must have a passing check on their current content. */
    promote(userId: string, id: string): DraftView {
      const row = mustGet(userId, id);
      mustBeDraft(row, 'promoted');
      const at = now();
      if (row.kind === 'reading_guide') {
        if (!guideOf(row)) throw conflict('This guide could not be read. Edit and save it before promoting.');
        repo.promote(userId, id, null, at);
        return toView(mustGet(userId, id));
      }
      const problem = problemOf(row);
      if (!problem) throw conflict('This draft\'s problem could not be read. Edit and save it before promoting.');
      const result = checkOf(row);
      if (!result) throw conflict('Run the tests first: promotion needs a discrimination check on the current version.');
      if (!result.discriminates) throw conflict(`The discrimination check failed (${result.summary}) Fix the draft, run the tests again, then promote.`);
      const leaks = findAnswerLeaks(problem);
      if (leaks.length)
        throw conflict(
          `This draft cannot go live: ${describeLeaks(leaks, row.kind === 'exercise' ? 'solution' : 'fix')}. Edit those texts so they point at the problem without giving the code, save, then promote.`,
        );
      if (content.getProblem(problem.slug) || fs.existsSync(path.join(deps.userProblemsDir, problem.slug)))
        throw conflict(`A problem "${problem.slug}" already exists. Change the slug, save, run the tests, then promote.`);
      const origin: GeneratedOrigin = { draft_id: id, promoted_at: at, promoted_by: userId };
      const dir = writeProblemFolder(deps.userProblemsDir, problem, origin);
      try {
        content.addProblemDir(dir);
      } catch {
        fs.rmSync(dir, { recursive: true, force: true });
        throw conflict('The promoted problem could not be loaded in the bundled format. Check its fields, run the tests, then promote again.');
      }
      repo.promote(userId, id, problem.slug, at);
      return toView(mustGet(userId, id));
    },

    reject(userId: string, id: string, reason: string): DraftView {
      const row = mustGet(userId, id);
      mustBeDraft(row, 'rejected');
      repo.reject(userId, id, reason.slice(0, DRAFT_LIMITS.reason), now());
      return toView(mustGet(userId, id));
    },

    /** Live reading guides for one section (the track page); drafts and rejected guides are never returned. */
    liveGuideMarkdown(userId: string, sectionUrl: string): string | null {
      const guide = repo.liveGuidesFor(userId, sectionUrl).map(guideOf).find((g) => g !== null);
      return guide ? readingGuideMarkdown(guide) : null;
    },
  };
}

export type DraftsService = ReturnType<typeof createDraftsService>;
export type { DraftKind };
