import { Hono } from 'hono';
import type { ServiceState } from '../core/service-state.ts';
import { notFound } from '../core/service-error.ts';
import type { FakeServiceControl } from '../control/control-types.ts';
import { registerControlRoutes } from '../control/control-routes.ts';
import { registerCredits } from '../routes/credits.ts';
import { registerExport } from '../routes/export.ts';
import { registerFileScans } from '../routes/file-scans.ts';
import { registerImageDetectionAsync } from '../routes/image-detection-async.ts';
import { registerImageDetection } from '../routes/image-detection.ts';
import { registerImageProvenance } from '../routes/image-provenance.ts';
import { registerModeration } from '../routes/moderation.ts';
import { registerOcrLanguages } from '../routes/ocr-languages.ts';
import { registerResend } from '../routes/resend.ts';
import { registerSupportedFileTypes } from '../routes/supported-file-types.ts';
import { registerTextDetection } from '../routes/text-detection.ts';
import { registerUrlScans } from '../routes/url-scans.ts';
import { registerVideoDetection } from '../routes/video-detection.ts';
import type { AppEnv } from './app-env.ts';
import { errorResponse } from './respond.ts';
import { logRequests } from './request-logging.ts';

/** The {base_url} listener: every endpoint except login, plus /__control. */
export function createApiApp(state: ServiceState, control: FakeServiceControl): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', logRequests(state, 'api'));
  registerControlRoutes(app, control);
  registerOcrLanguages(app);
  registerSupportedFileTypes(app);
  registerTextDetection(app, state);
  registerImageDetection(app, state);
  registerImageDetectionAsync(app, state);
  registerImageProvenance(app, state);
  registerVideoDetection(app, state);
  registerModeration(app, state);
  registerUrlScans(app, state);
  registerFileScans(app, state);
  registerResend(app, state);
  registerExport(app, state);
  registerCredits(app, state);
  app.notFound((c) =>
    errorResponse(state, c, notFound(`No route for ${c.req.method} ${c.req.path}.`)),
  );
  app.onError((error, c) => {
    if (c.req.path.startsWith('/__control')) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 400);
    }
    return errorResponse(state, c, error);
  });
  return app;
}
