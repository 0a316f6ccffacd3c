/**
 * The fair floor for the browser host's start: what any client-rendered React app pays. A production Vite build
 * (React, react-dom, the same plugin as the app) of a minimal page that fetches one JSON list and renders it,
 * served by a bare Node server. A static page is a floor no React application can reach; this one is.
 * The page shows a `.loading-state` until the list arrives, like home, so the same wait ("main h1" shown, no
 * loading state left) measures both.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { makeTempDir } from '../tests/support/temp-dir';

const ROOT = path.resolve(__dirname, '..');

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Floor</title></head>
<body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>
`;

const MAIN_JSX = `import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Home() {
  const [items, setItems] = useState(null);
  useEffect(() => {
    fetch('/api/list').then((r) => r.json()).then((body) => setItems(body.items));
  }, []);
  return (
    <main>
      <h1>Home</h1>
      {items === null ? <p className="loading-state">Loading</p> : <ul>{items.map((i) => <li key={i.id}>{i.title}</li>)}</ul>}
    </main>
  );
}

createRoot(document.getElementById('root')).render(<StrictMode><Home /></StrictMode>);
`;

const VITE_CONFIG = `import react from '@vitejs/plugin-react';
export default { plugins: [react()], logLevel: 'error', build: { outDir: process.env.FLOOR_OUT, emptyOutDir: true } };
`;

/**
 * A bare Node server for the built floor: its files, and `/api/list` (ten items as JSON). argv: folder, port.
 * Resolves paths inside the folder only (the bench serves only what it built).
 */
export const REACT_FLOOR_SERVER = `
const http = require('http'); const fs = require('fs'); const path = require('path');
const dir = process.argv[1]; const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const list = JSON.stringify({ items: Array.from({ length: 10 }, (_, i) => ({ id: i, title: 'Item ' + i })) });
const s = http.createServer((q, r) => {
  const url = q.url.split('?')[0];
  if (url === '/api/list') { r.writeHead(200, { 'Content-Type': 'application/json' }); r.end(list); return; }
  const file = path.join(dir, path.normalize(url === '/' ? '/index.html' : url));
  if (!file.startsWith(dir) || !fs.existsSync(file)) { r.writeHead(404); r.end(); return; }
  r.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream',
    'Cache-Control': url.startsWith('/assets/') ? 'max-age=31536000, immutable' : 'no-cache' });
  fs.createReadStream(file).pipe(r);
});
s.listen(Number(process.argv[2] || 0), '127.0.0.1', () => console.log('http://127.0.0.1:' + s.address().port + '/'));
`;

/** Builds the floor page into a temp folder; `dir` holds index.html and assets/. */
export function buildReactFloor(): { dir: string; cleanup: () => void } {
  // The sources sit inside the repository so that react and the plugin resolve from its node_modules.
  fs.mkdirSync(path.join(ROOT, 'out'), { recursive: true });
  const src = fs.mkdtempSync(path.join(ROOT, 'out', 'bench-react-floor-'));
  const out = makeTempDir('wb-bench-react-floor-');
  try {
    fs.writeFileSync(path.join(src, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(src, 'main.jsx'), MAIN_JSX);
    fs.writeFileSync(path.join(src, 'vite.config.mjs'), VITE_CONFIG);
    const built = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', src, '--config', path.join(src, 'vite.config.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', FLOOR_OUT: out.dir },
    });
    if (built.status !== 0) throw new Error('vite could not build the React floor page');
  } finally {
    fs.rmSync(src, { recursive: true, force: true });
  }
  return { dir: fs.realpathSync(out.dir), cleanup: out.cleanup };
}
