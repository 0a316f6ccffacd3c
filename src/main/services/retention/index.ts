import type { Problem } from '@shared/domain/problem';
import { invalidInput } from '@shared/errors';
import { fitWeights } from './optimiser';
import type { Axis } from '@shared/domain/axes';
import type { Progress } from '@shared/domain/progress';
import { localDayStart } from '../local-day';
import { calibration, calibrationSentence } from './calibration';
import {
  axisEvidence,
  axisLines,
  axisSentence,
  axisWindows,
  drillStreak,
  lastMonths,
  redrillsByMonthOfDays,
} from './progress';
import { OPTIMISE_MIN_REVIEWS } from './schedule';
import type { AttemptEvidence } from '../../db/repositories/picker-evidence';
import type { AttemptsRepository } from '../../db/repositories/attempts';
import type { AxisId } from '@shared/domain/axes';
import type {
  AttemptFactRow,
  AxisDayRow,
  ProblemFactsRow,
  RetentionRepository,
  ScheduleRow,
} from '../../db/repositories/retention';
import type { Clock } from '../clock';
import {
  axisDay,
  axisWeeks,
  DAY_MS,
  dayStartMs,
  insertSorted,
  medianOf,
  nextProblemFacts,
  stepAttempt,
  utcDay,
  weekOf,
  weekStartDay,
} from './derive';
import { parseIsoMs } from './iso-days';
import { createTimeEstimates } from './time-estimates';
import { MEDIAN_MIN_SAMPLES } from './rating';
import type { Track } from '@shared/domain/track';
import type { SectionTimesRepository } from '../../db/repositories/section-times';
import { timeRatios, timeSentence } from './time-calibration';
import { HALF_LIFE_DAYS } from '../picker';

export { utcDay } from './derive';

export type RetentionDeps = {
  repo: RetentionRepository;
  content: {
    getProblem(slug: string): Problem | undefined;
    readonly axes: readonly Axis[];
    getTrack?(slug: string): Track | undefined;
  };
  clock: Clock;
  /** Section start times and corrections (time calibration); absent: no time ratios. */
  sectionTimes?: Pick<SectionTimesRepository, 'list'>;
};

/** Day -1 in retention_stale_days: the whole user needs a rebuild (attempts from before migration 0110). */
const REBUILD_ALL = -1;
/** /progress lists this many of the problems coming back soonest. */
const UPCOMING_LIMIT = 10;

/**
 * Retention's derived state (docs/retention.md): per-attempt facts, per-problem facts, the FSRS schedule and
 * per-axis evidence by day. `record` keeps them current in the submit transaction; `rebuild` recomputes them
 * from history; both go through derive.ts, so they agree.
 */
export function createRetentionService(deps: RetentionDeps) {
  const { repo, content } = deps;
  const { timings, timeEstimates } = createTimeEstimates(deps);
  const axesOf = (slug: string) => content.getProblem(slug)?.axes;
  const difficultyOf = (slug: string) => content.getProblem(slug)?.difficulty ?? null;
  const iso = (ms: number) => new Date(ms).toISOString();
  /** The end of the user's local day: a problem scheduled before it is due for a re-drill today. */
  const endOfToday = (tz: number) => new Date(localDayStart(deps.clock.now(), tz).getTime() + 86_400_000).toISOString();

  function recomputeDay(userId: string, day: number): void {
    const sources = repo.sources(userId, iso(dayStartMs(day)), iso(dayStartMs(day + 1)));
    repo.replaceAxisDay(
      userId,
      day,
      axisDay(
        day,
        sources.map((s) => s.evidence),
        axesOf,
      ),
    );
    // The day's week, from its (at most seven) day rows.
    const week = weekOf(day);
    repo.replaceAxisWeek(
      userId,
      week,
      axisWeeks(repo.axisDaysBetween(userId, weekStartDay(week), weekStartDay(week) + 6)),
    );
  }

  /** Derives one stored attempt's rows. Call inside the transaction that inserted it. */
  function record(userId: string, attemptId: string, createdAt: string): void {
    const at = parseIsoMs(createdAt);
    const source = repo.sources(userId, createdAt, iso(at + 1)).find((s) => s.id === attemptId);
    if (!source) return;
    const slug = source.evidence.problemSlug;
    const difficulty = difficultyOf(slug);
    const { fact, schedule } = stepAttempt({
      id: source.id,
      workMs: source.workMs,
      evidence: source.evidence,
      atMs: at,
      difficulty,
      medianMs: difficulty ? repo.medianWorkMs(userId, difficulty, MEDIAN_MIN_SAMPLES) : null,
      prev: repo.schedule(userId, slug),
      weights: repo.params(userId)?.weights ?? null,
    });
    repo.putFact(userId, fact);
    repo.putSchedule(userId, schedule);
    repo.putProblem(userId, nextProblemFacts(repo.problem(userId, slug), source.evidence));
    recomputeDay(userId, utcDay(createdAt));
    repo.clearPending(userId, attemptId);
  }

  /** Recomputes every derived row of a user from the attempts and reviews, oldest first. */
  function rebuild(userId: string): { attempts: number } {
    return repo.transaction(() => {
      repo.clearForRebuild(userId);
      const sources = repo.sources(userId);
      const weights = repo.params(userId)?.weights ?? null;
      const medians = new Map<string, number[]>();
      const schedules = new Map<string, ScheduleRow>();
      const problems = new Map<string, ProblemFactsRow>();
      const facts: AttemptFactRow[] = [];
      // Each day's attempts and their times (parsed once here, for the schedule step and the day's weights).
      const days = new Map<number, { evidence: AttemptEvidence[]; times: number[] }>();
      for (const s of sources) {
        const slug = s.evidence.problemSlug;
        const atMs = parseIsoMs(s.evidence.createdAt);
        const difficulty = difficultyOf(slug);
        const samples = difficulty ? (medians.get(difficulty) ?? []) : [];
        // Named fields, not `...s`: V8 clones a spread object slowly on this path (7 µs a row, measured).
        const { fact, schedule } = stepAttempt({
          id: s.id,
          workMs: s.workMs,
          evidence: s.evidence,
          atMs,
          difficulty,
          medianMs: difficulty ? medianOf(samples) : null,
          prev: schedules.get(slug),
          weights,
        });
        facts.push(fact);
        schedules.set(slug, schedule);
        problems.set(slug, nextProblemFacts(problems.get(slug), s.evidence));
        if (difficulty && fact.passed && fact.workMs > 0) {
          insertSorted(samples, fact.workMs);
          medians.set(difficulty, samples);
        }
        const day = Math.floor(atMs / DAY_MS);
        const list = days.get(day);
        if (list) {
          list.evidence.push(s.evidence);
          list.times.push(atMs);
        } else days.set(day, { evidence: [s.evidence], times: [atMs] });
      }
      // Computed in memory from one ordered scan, then compared with what is stored: only differences are
      // written, so a rebuild over current rows writes nothing.
      repo.syncFacts(userId, facts);
      repo.syncSchedules(userId, schedules.values());
      repo.syncProblems(userId, problems.values());
      const axisRows: AxisDayRow[] = [];
      for (const [day, list] of days) for (const row of axisDay(day, list.evidence, axesOf, list.times)) axisRows.push(row);
      repo.syncAxisDays(userId, axisRows);
      repo.syncAxisWeeks(userId, axisWeeks(axisRows));
      return { attempts: sources.length };
    });
  }

  /**
 * Applies pending work: a rebuild when attempts were stored outside the submit path (or before migration
 * 0110), else the days whose reviews settled.
 */
  function refresh(userId: string): void {
    if (repo.hasPending(userId)) {
      rebuild(userId);
      return;
    }
    const stale = repo.staleDays(userId);
    if (stale.length === 0) return;
    if (stale.includes(REBUILD_ALL)) {
      rebuild(userId);
      return;
    }
    repo.transaction(() => {
      for (const day of stale) recomputeDay(userId, day);
      repo.clearStale(userId);
    });
  }

  /** Reviews so far: every attempt on a problem is one (the schedule's reps, summed). */
  const reviewCount = (userId: string) => repo.schedules(userId).reduce((sum, r) => sum + r.reps, 0);

  /**
   * "Optimise my schedule": fits FSRS weights to this profile's reviews, stores them and rebuilds the schedule
   * with them. Refused below OPTIMISE_MIN_REVIEWS (too few reviews fit noise, not memory).
   */
  async function optimise(userId: string): Promise<{ reviews: number; weights: number; optimised_at: string }> {
    refresh(userId);
    const reviews = reviewCount(userId);
    if (reviews < OPTIMISE_MIN_REVIEWS) {
      throw invalidInput(
        `Optimising needs at least ${OPTIMISE_MIN_REVIEWS} reviews (attempts on problems); you have ${reviews}. Until then the default parameters are the better guess.`,
      );
    }
    const weights = await fitWeights(repo.factsSince(userId, ''));
    const at = deps.clock.now().toISOString();
    repo.transaction(() => {
      repo.putParams(userId, weights, reviews, at);
      rebuild(userId);
    });
    return { reviews, weights: weights.length, optimised_at: at };
  }

  /** Back to the library's default weights (and a rebuild with them). */
  function resetParameters(userId: string): { reset: boolean } {
    const had = !!repo.params(userId);
    repo.transaction(() => {
      repo.clearParams(userId);
      rebuild(userId);
    });
    return { reset: had };
  }

  /** The /progress page: every chart's data and its one-sentence reading (docs/retention.md). */
  function progress(userId: string, tz: number): Progress {
    refresh(userId);
    const now = deps.clock.now();
    const months = lastMonths(now, 12);
    // Reads bounded by the calendar, not by history: each month's axis point is summed in SQL from whole weeks
    // plus the days at the window's edges, the trend evidence likewise; the streak and re-drill charts read
    // per-day summaries (migration 0150 says why that is exact).
    const yearAgoDay = Math.floor(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1) / DAY_MS);
    const sums = repo.axisWindowSums(userId, axisWindows(months, now), HALF_LIFE_DAYS);
    const history = axisLines(content.axes, months, sums);
    const evidence = axisEvidence(repo.axisEvidenceSince(userId, utcDay(`${months[0]}-01T00:00:00.000Z`)));
    const diagrams = calibration(repo.calibration(userId));
    const ratios = timeRatios(timings(userId));
    const days = repo.activityDaysSince(userId, yearAgoDay);
    const dueToday = repo.dueCount(userId, endOfToday(tz));
    const doneTotal = repo.redrillsDone(userId);
    const reviews = reviewCount(userId);
    const params = repo.params(userId);
    const streak = drillStreak(days.flatMap((d) => [d.firstAt, d.lastAt]), now, tz);
    return {
      axis_history: history,
      axis_sentence: axisSentence(history, evidence),
      calibration: diagrams,
      calibration_sentence: calibrationSentence(diagrams[0]!),
      time_ratios: ratios,
      time_sentence: timeSentence(ratios),
      redrills: {
        due_today: dueToday,
        done_total: doneTotal,
        done_by_month: redrillsByMonthOfDays(days, months),
        upcoming: repo
          .dueBefore(userId, '\uffff', UPCOMING_LIMIT)
          .map((s) => ({
            slug: s.problemSlug,
            title: content.getProblem(s.problemSlug)?.title ?? s.problemSlug,
            due: s.due,
            due_now: s.due < endOfToday(tz),
            last_rating: s.lastRating,
          })),
        reviews,
        optimise_after: OPTIMISE_MIN_REVIEWS,
        optimiser_available: true,
        optimised_at: params?.optimisedAt ?? null,
        optimised_reviews: params?.reviews ?? null,
        sentence:
          dueToday > 0
            ? `${dueToday} problem${dueToday === 1 ?' is' : 's are'} due for a re-drill today; you have done ${doneTotal} re-drill${doneTotal === 1 ? '' : 's'} so far. Each one you pass pushes the next further out.`
            : `Nothing is due for a re-drill today; you have done ${doneTotal} so far. Problems come back on the day you would start to forget them.`,
      },
      streak: {
        ...streak,
        sentence:
          streak.current > 0
            ? `You have submitted a problem ${streak.current} day${streak.current === 1 ? '' : 's'} in a row (longest run: ${streak.longest}).`
            : `No submission today or yesterday; your longest run of daily drills is ${streak.longest} day${streak.longest === 1 ? '' : 's'}.`,
      },
    };
  }

  /**
   * Every attempted problem's re-drill due instant and whether it is due today (`/problems`' "Due" filter):
   * one row per attempted problem, so bounded by the corpus, not by history.
   */
  function redrillDue(userId: string, tz: number): Map<string, { due: string; isDue: boolean }> {
    refresh(userId);
    const end = endOfToday(tz);
    return new Map(repo.schedules(userId).map((s) => [s.problemSlug, { due: s.due, isDue: s.due < end }]));
  }

  /**
   * Whether a problem's re-drill is due now for opening it fresh: its due date's UTC day has come (the same
   * day rule that marks an attempt as a re-drill in derive.ts), so the day of a failed attempt never is.
   */
  function isRedrillDue(userId: string, slug: string): boolean {
    refresh(userId);
    const s = repo.schedule(userId, slug);
    return !!s && utcDay(s.due) <= utcDay(deps.clock.now().toISOString());
  }

  return {
    record,
    rebuild,
    redrillDue,
    isRedrillDue,
    timeEstimates,
    optimise,
    resetParameters,
    refresh,
    progress,
    attemptsSince: (userId: string, sinceIso: string) => repo.attemptsSince(userId, sinceIso),
    /** What home reads: one row per axis, one per attempted problem, and at most `dueLimit` due re-drills. */
    homeEvidence(userId: string, sinceDay: number, dueBeforeIso: string, dueLimit: number) {
      refresh(userId);
      const today = deps.clock.now().getTime();
      return {
        axisSums: new Map(
          repo
            .axisWeekSums(userId, weekOf(sinceDay), today, HALF_LIFE_DAYS)
            .map((r) => [r.axis as AxisId, { w: r.w, ws: r.ws, n: r.n }]),
        ),
        problems: new Map(repo.problems(userId).map((p) => [p.problemSlug, p])),
        due: repo.dueBefore(userId, dueBeforeIso, dueLimit),
        dueCount: repo.dueCount(userId, dueBeforeIso),
      };
    },
    /**
     * Wraps the attempts repository so every stored attempt is derived in the same transaction (the problems
     * service does not need to know retention exists).
     */
    attemptsWithRetention(attempts: AttemptsRepository): AttemptsRepository {
      return {
        ...attempts,
        create: (userId, attempt, now) =>
          repo.transaction(() => {
            const row = attempts.create(userId, attempt, now);
            record(userId, row.id, row.createdAt);
            return row;
          }),
      };
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
