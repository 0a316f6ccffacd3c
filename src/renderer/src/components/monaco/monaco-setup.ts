/**
 * Monaco, trimmed to what a short Python or Rust solution and a Markdown piece need, in its own lazy chunk
 * (BUILD-NOTES: the whole editor is megabytes). Only this module imports monaco-editor; the editors that use it
 * (problems' CodeEditor, writings' MarkdownEditor) are loaded with React.lazy, so both share one chunk.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import 'monaco-editor/features/find/register';
import 'monaco-editor/features/comment/register';
import 'monaco-editor/features/bracketMatching/register';
import 'monaco-editor/features/wordHighlighter/register';
import 'monaco-editor/features/folding/register';
import 'monaco-editor/features/multicursor/register';
import 'monaco-editor/features/linesOperations/register';
import 'monaco-editor/features/indentation/register';
import 'monaco-editor/features/smartSelect/register';
import 'monaco-editor/languages/definitions/python/register';
import 'monaco-editor/languages/definitions/rust/register';
import 'monaco-editor/languages/definitions/markdown/register';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

// The only worker we need is the base editor worker (no TS/JSON/CSS language services for Python, Rust, Markdown).
window.MonacoEnvironment = { getWorker: () => new EditorWorker() };

const DARK = '(prefers-color-scheme: dark)';

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return /^#[0-9a-f]{6}$/i.test(value) ? value : fallback;
}

/** Our two themes take the page's surface and accent tokens, so the editor sits in the card, not on top of it. */
function defineThemes(): void {
  const dark = window.matchMedia(DARK).matches;
  const base = dark ? 'vs-dark' : 'vs';
  monaco.editor.defineTheme('workbench', {
    base,
    inherit: true,
    rules: [],
    colors: {
      'editor.background': token('--surface', dark ? '#1c1f24' : '#ffffff'),
      'editorGutter.background': token('--surface', dark ? '#1c1f24' : '#ffffff'),
      // Line numbers at 4.5:1 or more (WCAG AA), the dimmed final line's too (Monaco's default is 1.8:1 light, 2.2:1
      // dark); the cursor's line number in body text.
      'editorLineNumber.foreground': token('--muted', dark ? '#9aa3ae' : '#5b6470'),
      'editorLineNumber.dimmedForeground': token('--muted', dark ? '#9aa3ae' : '#5b6470'),
      'editorLineNumber.activeForeground': token('--text', dark ? '#e6e8eb' : '#1b1f24'),
      focusBorder: token('--focus', dark ? '#91a7ff' : '#4c6ef5'),
    },
  });
}

let themed = false;
/** Defines the theme once and re-defines it whenever the OS switches between light and dark. */
export function followColorScheme(): void {
  if (themed) return;
  themed = true;
  defineThemes();
  monaco.editor.setTheme('workbench');
  window.matchMedia(DARK).addEventListener('change', () => {
    defineThemes();
    monaco.editor.setTheme('workbench');
  });
}

export { monaco };
