/** Clipboard writes for the export screen; each answers with a message to show when the browser refuses. */

const REFUSED = 'Copying was refused by the browser. Select the text below and copy it with Ctrl+C (⌘C on a Mac).';

export async function copyText(text: string): Promise<string | null> {
  try {
    await navigator.clipboard.writeText(text);
    return null;
  } catch {
    return REFUSED;
  }
}

/**
 * Rich text for editors that do not convert pasted Markdown (Substack): the HTML, with the Markdown as the
 * plain-text fallback for anything that only takes text.
 */
export async function copyRich(html: string, plain: string): Promise<string | null> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return copyText(plain);
  try {
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([plain], { type: 'text/plain' }),
      }),
    ]);
    return null;
  } catch {
    return REFUSED;
  }
}

/** Saves `text` as a file through the browser's download (the desktop app shows its save dialog). */
export function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
