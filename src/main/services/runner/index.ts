import type { Problem } from '../../../shared/domain/problem';
import type { RunResult } from '../../../shared/domain/run-result';

/**
 * The code runner (ARCHITECTURE.md section 8): runs a learner's solution against a problem's tests in a child
 * process, never in main. This file is the contract the problem page codes against.
 */
export type RunnerOptions = {
  /** Scratch root: per-run temp folders and the Rust binary cache live under it. */
  workDir: string;
  pythonPath?: string;
  rustcPath?: string;
  /** Run budget per submission; 8000 when omitted. */
  defaultTimeoutMs?: number;
  /** Rust compile budget, separate from the run budget. */
  compileTimeoutMs?: number;
  isolation?: 'auto' | 'bubblewrap' | 'process';
};

export type RunRequest = {
  problem: Pick<Problem, 'slug' | 'language' | 'tests' | 'dir'>;
  code: string;
  timeoutMs?: number;
};

export type Runner = {
  run(req: RunRequest): Promise<RunResult>;
  describe(): Promise<{ isolation: 'bubblewrap' | 'process'; python: string | null; rustc: string | null }>;
};

export function createRunner(options: RunnerOptions): Runner {
  void options;
  throw new Error('runner: not implemented yet');
}
