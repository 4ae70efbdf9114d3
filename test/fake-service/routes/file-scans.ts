import type { Hono } from 'hono';
import type { ServiceState } from '../core/service-state.ts';
import { fileTooLarge, MAX_FILE_BODY_BYTES } from '../files/base64-file.ts';
import { readFileSubmission, readOcrSubmission } from '../files/file-submission.ts';
import type { AppEnv } from '../http/app-env.ts';
import { registerSubmitRoute } from './scan-submission.ts';

/** A body too large for any allowed file is answered as a file that is too large. */
const bodyLimit = { maxBytes: MAX_FILE_BODY_BYTES, tooLarge: fileTooLarge };

/** PUT /v3/scans/submit/file/{scanId} and /v3/scans/submit/ocr/{scanId}: like submit/url. */
export function registerFileScans(app: Hono<AppEnv>, state: ServiceState): void {
  registerSubmitRoute(app, state, { kind: 'file', read: readFileSubmission, bodyLimit });
  registerSubmitRoute(app, state, { kind: 'ocr', read: readOcrSubmission, bodyLimit });
}
