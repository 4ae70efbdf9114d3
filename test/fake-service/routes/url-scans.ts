import type { Hono } from 'hono';
import { missingParameter } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseWith } from '../http/json-body.ts';
import { SubmitBody } from '../scans/submit-schema.ts';
import {
  bodyRecord,
  isAbsent,
  requireProperties,
  type Submission,
} from '../scans/submit-fields.ts';
import { registerSubmitRoute } from './scan-submission.ts';

/** The URL body: required fields named in the spec first, then the schema. */
function readUrlSubmission(raw: unknown): Submission {
  const record = bodyRecord(raw);
  if (isAbsent(record.url)) throw missingParameter('url');
  requireProperties(record);
  const body = parseWith(SubmitBody, raw);
  return {
    properties: body.properties,
    source: { kind: 'url', url: body.url, verb: body.verb, headers: body.headers },
  };
}

/** PUT /v3/scans/submit/url/{scanId}: 201 at once, then the crawl and webhooks. */
export function registerUrlScans(app: Hono<AppEnv>, state: ServiceState): void {
  registerSubmitRoute(app, state, { kind: 'url', read: readUrlSubmission });
}
