import type { Hono } from 'hono';
import { badRequest, conflict, notFound, tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import { runExport } from '../exports/export-runner.ts';
import { ExportBody } from '../exports/export-schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { parseWith, readJson } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';

/** POST /v3/downloads/{scanId}/export/{exportId}: 204, then deliveries and a completion webhook. */
export function registerExport(app: Hono<AppEnv>, state: ServiceState): void {
  app.post('/v3/downloads/:scanId/export/:exportId', requireAuth(state), async (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('export', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const exportId = checkId(c.req.param('exportId'), 'exportId');
    const raw = await readJson(c);
    const scan = state.scans.get(account.email, scanId);
    if (!scan) throw notFound(`No scan with the id ${scanId}.`);
    const exportKey = `${account.email.toLowerCase()}\u0000${exportId}`;
    if (state.exportIds.has(exportKey))
      throw conflict(`An export with the id ${exportId} already exists.`);
    const body = parseWith(ExportBody, raw);
    if (scan.state !== 'success')
      throw badRequest('The scan has not completed, so it cannot be exported.');
    const unknown = body.results.find((target) => !scan.results.some((r) => r.id === target.id));
    if (unknown) {
      throw badRequest(`The scan has no result ${unknown.id}.`, [
        { param: 'results.id', message: 'Unknown result id.' },
      ]);
    }
    if (body.pdfReport && !scan.properties.pdf?.create) {
      throw badRequest('The scan was submitted without properties.pdf.create.', [
        { param: 'pdfReport', message: 'No PDF report was generated.' },
      ]);
    }
    state.exportIds.add(exportKey);
    scan.exportIds.add(exportId);
    state.background(() => runExport(state, scan, body));
    return c.body(null, 204);
  });
}
