import { confidencePhrase } from '@shared/domain/confidence';
import type { Calibration } from '@shared/domain/progress';

/** Interview attempts get their own diagram from this many on. */
export const INTERVIEW_MIN_ATTEMPTS = 20;

export type CalibrationCount = { confidence: number; mode: 'practice' | 'interview'; n: number; passed: number };

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** "When you say 4, ship-ready, your code passed 62% of 21 times." */
export function levelSentence(confidence: number, attempts: number, passed: number, mode: Calibration['mode']): string {
  const where = mode === 'interview' ? ' in interview mode' : '';
  const times = attempts === 1 ? 'the 1 time' : `${attempts} times`;
  return `When you say ${confidence}, ${confidencePhrase(confidence)}${where}, your code passed ${pct(passed / attempts)} of ${times}.`;
}

function diagram(rows: readonly CalibrationCount[], mode: Calibration['mode']): Calibration {
  const levels = [1, 2, 3, 4, 5].map((confidence) => {
    const at = rows.filter((r) => r.confidence === confidence);
    const attempts = at.reduce((s, r) => s + r.n, 0);
    const passed = at.reduce((s, r) => s + r.passed, 0);
    return { confidence, attempts, passed, pass_rate: attempts ? passed / attempts : null };
  });
  const sentences = levels.filter((l) => l.attempts > 0).map((l) => levelSentence(l.confidence, l.attempts, l.passed, mode));
  return { mode, levels, sentences };
}

/** The combined diagram, then practice and interview apart when interview has enough attempts to say something. */
export function calibration(rows: readonly CalibrationCount[]): Calibration[] {
  const out = [diagram(rows, 'all')];
  const interview = rows.filter((r) => r.mode === 'interview');
  if (interview.reduce((s, r) => s + r.n, 0) >= INTERVIEW_MIN_ATTEMPTS) {
    out.push(
      diagram(
        rows.filter((r) => r.mode === 'practice'),
        'practice',
      ),
      diagram(interview, 'interview'),
    );
  }
  return out;
}

/**
 * The reading of the whole diagram: where stated confidence (1..5 mapped to 10%..90%) and the pass rate
 * disagree most, with enough attempts to mean something.
 */
export function calibrationSentence(c: Calibration): string {
  const stated = (level: number) => (level - 0.5) / 5;
  const known = c.levels.filter((l) => l.attempts >= 5 && l.pass_rate !== null);
  if (known.length === 0) return 'Submit a few more problems: each confidence level needs 5 attempts before its dot means much.';
  const worst = known.reduce((a, b) =>
    Math.abs(b.pass_rate! - stated(b.confidence)) > Math.abs(a.pass_rate! - stated(a.confidence)) ? b : a,
  );
  const gap = worst.pass_rate! - stated(worst.confidence);
  if (Math.abs(gap) < 0.15) return 'Your confidence tracks how often your code passes: the dots sit near the diagonal.';
  return gap < 0
    ? `You are most over-confident at ${worst.confidence}: your code passed ${pct(worst.pass_rate!)} of the time, below the diagonal. Run one more test before you say ${worst.confidence}.`
    : `You are under-confident at ${worst.confidence}: your code passed ${pct(worst.pass_rate!)} of the time, above the diagonal. You know more than you say.`;
}
