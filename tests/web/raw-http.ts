import net from 'node:net';

export type RawResponse = { status: number; headers: Record<string, string[]>; body: string; raw: string };

/**
 * One request over a plain socket: the bytes go out exactly as written (duplicate headers, odd paths,
 * absolute-form targets), which a normalising client such as fetch or http.request would not allow.
 * `body` may be sent in chunks so a test can stream a large upload; the response is read until the server
 * closes the connection (requests say `Connection: close`).
 */
export function rawRequest(port: number, head: string, body: Array<Buffer | string> = []): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let writeError: Error | undefined;
    socket.on('data', (d: Buffer) => received.push(d));
    socket.on('error', (err) => {
      // A reset after the whole response arrived is still a response; without one it is the failure.
      if (received.length === 0) reject(err);
      else writeError = err;
    });
    socket.on('close', () => {
      const raw = Buffer.concat(received).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split < 0) {
        reject(writeError ?? new Error(`no HTTP response (got ${JSON.stringify(raw.slice(0, 200))})`));
        return;
      }
      const [statusLine, ...lines] = raw.slice(0, split).split('\r\n');
      const headers: Record<string, string[]> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        (headers[name] ??= []).push(line.slice(colon + 1).trim());
      }
      let payload = raw.slice(split + 4);
      if (headers['transfer-encoding']?.[0] === 'chunked') payload = unchunk(payload);
      resolve({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: Buffer.from(payload, 'latin1').toString('utf8'),
        raw,
      });
    });
    socket.write(head);
    const writeAll = async () => {
      for (const chunk of body) {
        if (socket.destroyed) return;
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
      }
    };
    void writeAll().catch(() => undefined);
  });
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol < 0) return out;
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** A request head with CRLF line ends and the blank line; `Connection: close` so the read ends. */
export function head(requestLine: string, headers: string[]): string {
  return [requestLine, ...headers, 'Connection: close', '', ''].join('\r\n');
}
