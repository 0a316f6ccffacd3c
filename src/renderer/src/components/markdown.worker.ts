/// <reference lib="webworker" />
import { renderMarkdown } from './markdown-pipeline';

/**
 * Renders Markdown off the page's thread. The page gives each document a time budget and terminates this
 * worker when one overruns it (parsing cannot be interrupted from inside), so a hostile document costs the
 * page nothing but a fallback to plain text.
 */
declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<{ id: number; source: string }>) => {
  const { id, source } = event.data;
  self.postMessage({ id, outcome: renderMarkdown(source) });
};
self.postMessage({ ready: true });
