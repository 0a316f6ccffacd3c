/**
 * Everything a hostile review, track body, problem statement or pasted writing might try; each must render
 * inert. The code would set window.__pwned, the flag the Chromium test reads (tests/writings/markdown.e2e.ts).
 */
export const HOSTILE_MARKDOWN = [
  '<script>window.__pwned = 1</script>',
  '<img src=x onerror="window.__pwned = 2">',
  '<iframe src="javascript:window.__pwned=3"></iframe>',
  '<svg><script>window.__pwned = 4</script></svg>',
  '<svg onload="window.__pwned=5"></svg>',
  '<form action="javascript:window.__pwned=6"><button>go</button></form>',
  '[a](javascript:window.__pwned=7) [b](JaVaScRiPt:window.__pwned=8) [c](JAVASCRIPT:window.__pwned=9)',
  '[d](  javascript:window.__pwned=10) [e](java&#x09;script:window.__pwned=11) [f](&#106;avascript:window.__pwned=12)',
  '[g](vbscript:msgbox) [h](data:text/html,<script>window.__pwned=13</script>)',
  '<a href="javascript:window.__pwned=14">raw</a>',
  '| a | b |\n|---|---|\n| <img src=x onerror="window.__pwned=15"> | <script>window.__pwned=16</script> |',
  '![x](javascript:window.__pwned=17)',
  '<details open ontoggle="window.__pwned=18">x</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=19">',
  '[ref]\n\n[ref]: javascript:window.__pwned=20',
  '<https://example.org/" onmouseover="window.__pwned=21>',
].join('\n\n');
