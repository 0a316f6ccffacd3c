/**
 * Browser host round trip of a trivial channel (profiles:list) versus a bare Node `http` echo server, both
 * in this process, both over keep-alive loopback connections. Goal: at most 1.5x.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createWebServer, listen } from '../src/main/web/server';
import { appBackend } from '../src/main/web/app-backend';
import { makeTempDir } from '../tests/support/temp-dir';
import { createTestApp } from '../tests/support/test-app';
import { measure, report, sized } from './harness';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function post(port: number, pathname: string, body: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: 'POST', agent, headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let data = '';
        res.on('data', (d: Buffer) => (data += d.toString()));
        res.on('end', () => resolve(data));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const app = createTestApp();
  const stat = makeTempDir();
  fs.writeFileSync(path.join(stat.dir, 'index.html'), '<!doctype html>');
  const token = 'bench-token';
  const host = createWebServer({ backend: appBackend(app), token, staticDir: stat.dir });
  const hostPort = await listen(host, 0);

  const reply = await post(hostPort, '/api/profiles:list', '{}', { Authorization: `Bearer ${token}` });
  const echo = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      JSON.parse(body || '{}');
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(reply);
    });
  });
  const echoPort = await listen(echo, 0);

  const runs = sized(2000, 20);
  const once = async (fn: () => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await fn();
  };
  // Interleave rounds so drift in machine load hits both sides alike.
  const hostCall = () => post(hostPort, '/api/profiles:list', '{}', { Authorization: `Bearer ${token}` });
  const echoCall = () => post(echoPort, '/echo', '{}');
  const hostSamples: number[] = [];
  const echoSamples: number[] = [];
  for (let round = 0; round < runs / 20; round++) {
    hostSamples.push((await measure(() => once(hostCall), 1, 0)).median / 20);
    echoSamples.push((await measure(() => once(echoCall), 1, 0)).median / 20);
  }
  const { summarize } = await import('./harness');
  report('web host round trip (profiles:list) vs bare http echo', summarize(hostSamples), summarize(echoSamples), { max: 1.5 });

  agent.destroy();
  host.close();
  echo.close();
  app.close();
  stat.cleanup();
}

void main();
