import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportIfTestFails } from '../../../support/report-if-test-fails.ts';

/** One request the receiver got. */
export interface ReceivedCall {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export interface Reply {
  status?: number;
  body?: string | Buffer;
  contentType?: string;
  /** Never answer (the connection is left open until close). */
  hang?: boolean;
  /** Answer only once this resolves. */
  after?: Promise<unknown>;
}

/**
 * A local HTTP server that plays both webhook receiver and web page host.
 * Replies are chosen per call by `respond`; every call is recorded and
 * waitFor resolves on a matching call (no sleeping).
 */
export interface Receiver {
  url: string;
  calls: ReceivedCall[];
  respond: (call: ReceivedCall, index: number) => Reply;
  waitFor(predicate: (call: ReceivedCall) => boolean): Promise<ReceivedCall>;
  /**
   * Resolves once `count` calls match. No deadline of its own (a slow machine only waits
   * longer); if the test fails while it still waits, the calls seen so far are printed.
   */
  waitForCount(predicate: (call: ReceivedCall) => boolean, count: number): Promise<ReceivedCall[]>;
  close(): Promise<void>;
}

export async function startReceiver(
  respond: Receiver['respond'] = () => ({ status: 200 }),
): Promise<Receiver> {
  const listeners = new Set<() => void>();
  const receiver: Receiver = {
    url: '',
    calls: [],
    respond,
    waitFor: (predicate) =>
      receiver.waitForCount(predicate, 1).then((calls) => calls[0] as ReceivedCall),
    waitForCount: (predicate, count) => {
      let waiting = true;
      reportIfTestFails(
        () => waiting,
        () =>
          `receiver: ${count} matching call(s) not seen; got:\n` +
          receiver.calls.map((c) => `${c.method} ${c.path}`).join('\n'),
      );
      return new Promise((resolve) => {
        const check = (): boolean => {
          const matching = receiver.calls.filter(predicate);
          if (matching.length < count) return false;
          waiting = false;
          listeners.delete(check);
          resolve(matching.slice(0, count));
          return true;
        };
        if (!check()) listeners.add(check);
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        json = undefined;
      }
      const call: ReceivedCall = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        json,
      };
      const index = receiver.calls.push(call) - 1;
      const reply = receiver.respond(call, index);
      for (const listener of [...listeners]) listener();
      if (reply.hang) return;
      const send = (): void => {
        res.writeHead(reply.status ?? 200, { 'Content-Type': reply.contentType ?? 'text/plain' });
        res.end(reply.body ?? '');
      };
      if (reply.after) void reply.after.then(send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}

/** A URL on 127.0.0.1 where nothing listens. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
