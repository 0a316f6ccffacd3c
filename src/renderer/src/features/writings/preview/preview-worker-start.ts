/**
 * The preview's worker, started before the preview needs it. Loading and compiling its module (KaTeX, the Markdown
 * parser: 0.6 MB) takes 0.3-1 s, which the page can spend reading the piece and creating the editor: the piece's
 * screen starts one as it mounts, and the preview takes that one when it shows.
 */
let spare: { worker: Worker; failed: boolean } | undefined;

function newPreviewWorker(): Worker {
  return new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Starts a worker for the preview to take (nothing where there are no workers). Returns a function that stops it if
 * nothing took it (the screen went away before its preview showed).
 */
export function startPreviewWorker(): () => void {
  if (typeof Worker === 'undefined') return () => {};
  if (!spare) {
    const started = { worker: newPreviewWorker(), failed: false };
    // An error before the preview listens (its module failed to load) would be lost: noted here instead.
    started.worker.addEventListener('error', () => (started.failed = true), { once: true });
    spare = started;
  }
  const mine = spare;
  return () => {
    if (spare !== mine) return;
    spare = undefined;
    mine.worker.terminate();
  };
}

/** The started worker, or a new one (none started, or the started one failed to load). */
export function takePreviewWorker(): Worker {
  const taken = spare;
  spare = undefined;
  if (taken && !taken.failed) return taken.worker;
  taken?.worker.terminate();
  return newPreviewWorker();
}
