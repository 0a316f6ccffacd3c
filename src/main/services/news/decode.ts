/**
 * Feed bytes to text. The charset comes from a byte-order mark, else the HTTP Content-Type, else the XML
 * declaration (read from the first bytes as ASCII), else UTF-8. Unknown labels fall back to UTF-8 rather than
 * failing: a wrongly decoded character is better than refusing the feed. Node 20 has full ICU, so TextDecoder
 * knows windows-1252, iso-8859-x, koi8-r, shift_jis, gb18030 and the rest.
 */
export function charsetOf(bytes: Uint8Array, contentType: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  const fromHeader = contentType?.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1];
  if (fromHeader) return fromHeader.toLowerCase();
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 512));
  const fromDecl = head.match(/^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i)?.[1];
  return fromDecl ? fromDecl.toLowerCase() : 'utf-8';
}

/** WHATWG maps these labels to windows-1252 (feeds that say ISO-8859-1 routinely contain curly quotes). */
const WINDOWS_1252_LABELS = new Set(['windows-1252', 'cp1252', 'x-cp1252', 'iso-8859-1', 'iso8859-1', 'latin1', 'l1', 'us-ascii', 'ascii', 'iso_8859-1', 'cp819', 'ibm819']);
// 0x80-0x9F in windows-1252; Node 20's TextDecoder decodes this label as ISO-8859-1 (C1 controls), so we map it.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4096) {
    const chunk = bytes.subarray(i, i + 4096);
    let part = '';
    for (const b of chunk) part += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
    out += part;
  }
  return out;
}

export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  const label = charsetOf(bytes, contentType);
  if (WINDOWS_1252_LABELS.has(label)) return decodeWindows1252(bytes).replace(/^\uFEFF/, '');
  let text: string;
  try {
    text = new TextDecoder(label).decode(bytes);
  } catch {
    text = new TextDecoder('utf-8').decode(bytes);
  }
  // The declaration still names the old encoding; the parser gets a JS string, so the label no longer applies.
  return text.replace(/^\uFEFF/, '');
}
