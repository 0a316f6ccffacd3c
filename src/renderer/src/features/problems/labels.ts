import type { Phase } from '@shared/domain/problem';
import type { RunResult } from '@shared/domain/run-result';

export const PHASE_INFO: Record<Phase, { title: string; prompt: string; placeholder: string }> = {
  explore: {
    title: 'Explore',
    prompt: 'Restate the problem in your own words. What goes in, what comes out, which edge cases matter?',
    placeholder: 'Inputs, outputs, shapes, edge cases, questions you would ask…',
  },
  brainstorm: {
    title: 'Brainstorm',
    prompt: 'List more than one way to solve it and what each costs.',
    placeholder: 'Approach A… Approach B… trade-offs, complexity…',
  },
  plan: {
    title: 'Plan',
    prompt: 'Pick an approach and write the steps you will code. The editor unlocks once the plan is concrete.',
    placeholder: '1. … 2. … 3. …  (which function, which loop, which invariant)',
  },
  implement: {
    title: 'Implement',
    prompt: 'Write the code. Note anything you changed from the plan and why.',
    placeholder: 'Deviations from the plan, things you were unsure about…',
  },
  verify: {
    title: 'Verify',
    prompt: 'How do you know it works? Which cases did you check, and what would still break it?',
    placeholder: 'Cases checked by hand, invariants, what the tests do not cover…',
  },
};

export const RUN_STATUS_LABEL: Record<RunResult['status'], string> = {
  passed: 'All tests passed',
  failed: 'Some tests failed',
  error: 'Could not run',
  timeout: 'Timed out',
};

export const RUN_STATUS_CHIP: Record<RunResult['status'], string> = {
  passed: 'chip-success',
  failed: 'chip-danger',
  error: 'chip-warn',
  timeout: 'chip-warn',
};

/** 0:42, 12:05, 1:02:09 */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 45 s, 12 min, 1 h 5 min */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export const titleCase = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');
