/**
 * A local HTTP server playing web page host and webhook receiver for the fake service, which
 * only contacts loopback addresses. Tests wait on calls arriving, never on time.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitForItem } from '../../support/wait-for-item.ts';

export interface ReceivedCall {
  method: string;
  path: string;
  json: unknown;
}

export interface Reply {
  status?: number;
  body?: string | Uint8Array;
  contentType?: string;
  /** Answer only once this resolves (keeps a crawl, and so a scan, running). */
  after?: Promise<unknown>;
}

export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  /** Resolves on the first matching call, already made or to come (no deadline: see waitForItem). */
  waitFor(predicate: (call: ReceivedCall) => boolean): Promise<ReceivedCall>;
  close(): Promise<void>;
}

export async function startReceiver(reply: (call: ReceivedCall) => Reply): Promise<Receiver> {
  const calls: ReceivedCall[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        json = undefined;
      }
      const call = { method: req.method ?? 'GET', path: req.url ?? '/', json };
      calls.push(call);
      waiters.forEach((wake) => wake());
      const answer = reply(call);
      void Promise.resolve(answer.after).then(() => {
        res.writeHead(answer.status ?? 200, { 'Content-Type': answer.contentType ?? 'text/plain' });
        res.end(answer.body ?? '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    waitFor: (predicate) =>
      waitForItem(
        calls,
        waiters,
        predicate,
        () =>
          `receiver: no matching call; got:\n${calls.map((c) => `${c.method} ${c.path}`).join('\n')}`,
      ),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
