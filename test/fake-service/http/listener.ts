import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { renderError } from '../core/error-bodies.ts';
import { errorForStatus } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from './app-env.ts';

export interface RunningListener {
  url: string;
  close(): Promise<void>;
}

/** The service handles the request in full; the moment it starts answering, the socket goes. */
function loseAnswer(req: http.IncomingMessage, res: http.ServerResponse): void {
  const lose = (): http.ServerResponse => {
    req.socket.destroy();
    return res;
  };
  res.writeHead = lose;
  res.write = (() => true) as typeof res.write;
  res.end = lose as typeof res.end;
}

/**
 * A real node:http server for one Hono app. Injected faults act here, before
 * the app sees the request, so a drop really destroys the socket. Control
 * routes are never faulted.
 */
export async function listen(
  state: ServiceState,
  name: 'api' | 'auth',
  app: Hono<AppEnv>,
  host: string,
  port: number,
): Promise<RunningListener> {
  // Keep the test process's global Request/Response untouched.
  const handleWithApp = getRequestListener(app.fetch, { overrideGlobalObjects: false });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!path.startsWith('/__control')) {
      const faults = state.faults.take(method, path);
      for (const fault of faults) {
        if (fault.kind === 'latency') await sleep(fault.ms ?? 0);
      }
      const log = (status: number, fault: 'status' | 'drop'): void =>
        state.requests.add({ method, path, status, listener: name, fault, at: state.clock.now() });
      if (faults.some((fault) => fault.kind === 'drop')) {
        log(0, 'drop');
        req.socket.destroy();
        return;
      }
      const statusFault = faults.find((fault) => fault.kind === 'status');
      if (statusFault) {
        const status = statusFault.status ?? 500;
        const rendered = renderError(errorForStatus(status), state.errorStyle);
        log(status, 'status');
        res.writeHead(rendered.status, rendered.headers).end(rendered.body);
        return;
      }
      if (faults.some((fault) => fault.kind === 'drop-answer')) {
        loseAnswer(req, res);
      }
    }
    await handleWithApp(req, res);
  };

  const server = http.createServer((req, res) => void handle(req, res));
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
