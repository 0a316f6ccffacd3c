import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createTokenCheck, tokensMatch } from '../../src/main/web/security';
import { readTokenFile, resolveToken } from '../../src/main/web/token-source';
import { makeTempDir } from '../support/temp-dir';
import type { IncomingMessage } from 'node:http';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe('access token comparison', () => {
  const token = 'abcdefghijklmnopqrstuvwx';

  it('compares 32-byte digests with timingSafeEqual whatever the given length (constant time)', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    try {
      const expected = crypto.createHash('sha256').update(token).digest();
      for (const given of [token, token.replace(/.$/, 'y'), 'short', token + token]) {
        spy.mockClear();
        expect(tokensMatch(given, expected)).toBe(given === token);
        expect(spy).toHaveBeenCalledTimes(1);
        const [a, b] = spy.mock.calls[0]! as [Buffer, Buffer];
        expect(a.length).toBe(32);
        expect(b.length).toBe(32);
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('tells missing, wrong, malformed and right apart', () => {
    const check = createTokenCheck(token);
    const sameLength = token.replace(/^./, 'z');
    expect(check(requestWith({}))).toBe('missing');
    expect(check(requestWith({ authorization: `Bearer ${sameLength}` }))).toBe('wrong');
    expect(check(requestWith({ cookie: `workbench_token=${sameLength}` }))).toBe('wrong');
    expect(check(requestWith({ cookie: 'workbench_token=%E0%A4' }))).toBe('malformed');
    expect(check(requestWith({ authorization: `Bearer ${token}` }))).toBe('ok');
    expect(check(requestWith({ cookie: `other=1; workbench_token=${token}` }))).toBe('ok');
    expect(check.matches(token)).toBe(true);
    expect(check.matches(sameLength)).toBe(false);
  });
});

describe('where the token comes from (never the command line)', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => (temp = makeTempDir()));
  afterEach(() => temp.cleanup());

  it('prefers WORKBENCH_WEB_TOKEN', () => {
    expect(resolveToken({ env: { WORKBENCH_WEB_TOKEN: 'from-the-environment-1' }, dataDir: temp.dir })).toEqual({
      token: 'from-the-environment-1',
      from: 'environment',
    });
  });

  it('creates <data folder>/web-token with mode 0600 and reuses it on the next start', () => {
    const first = resolveToken({ env: {}, dataDir: temp.dir });
    expect(first.from).toBe('generated');
    const file = path.join(temp.dir, 'web-token');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveToken({ env: {}, dataDir: temp.dir })).toEqual({ token: first.token, from: 'file' });
  });

  it('refuses a token file others can read, a link, a huge file and a malformed token, each saying what to do', () => {
    const file = path.join(temp.dir, 'token');
    fs.writeFileSync(file, 'a-good-token-0123456789\n', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(() => readTokenFile(file)).toThrow(/can be read by other users \(mode 644\); run chmod 600/);
    fs.chmodSync(file, 0o600);
    expect(readTokenFile(file)).toBe('a-good-token-0123456789');
    const link = path.join(temp.dir, 'link');
    fs.symlinkSync(file, link);
    expect(() => readTokenFile(link)).toThrow(/ELOOP|symbolic link/);
    fs.writeFileSync(file, 'x'.repeat(2000), { mode: 0o600 });
    expect(() => readTokenFile(file)).toThrow(/larger than 1 KB/);
    fs.writeFileSync(file, 'has spaces and; semicolons', { mode: 0o600 });
    expect(() => readTokenFile(file)).toThrow(/16 to 256 characters/);
  });
});
