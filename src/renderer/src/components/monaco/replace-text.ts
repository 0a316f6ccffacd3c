import type { monaco } from './monaco-setup';

/**
 * Replaces an editor's whole text as one edit on the undo stack (so Ctrl+Z takes it back), through the model so it
 * works on a read-only editor too. Never `setValue`: that drops the undo history.
 */
export function replaceText(editor: monaco.editor.IStandaloneCodeEditor, text: string): void {
  const model = editor.getModel();
  if (!model || model.getValue() === text) return;
  model.pushStackElement();
  model.pushEditOperations([], [{ range: model.getFullModelRange(), text }], () => null);
  model.pushStackElement();
}
