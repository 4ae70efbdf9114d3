import * as v from 'valibot';
import { badRequest, type ErrorDetail, type ServiceError } from '../core/service-error.ts';
import type { AppContext } from './app-env.ts';

export interface JsonLimit {
  maxBytes: number;
  /** The answer for a larger body, in the route's own words. */
  tooLarge: () => ServiceError;
}

/**
 * The parsed JSON body. A non-JSON content type or unparsable text is a 400,
 * the code the spec uses for malformed requests. Bodies are not limited unless
 * the route gives a limit (the file routes do, well above their base64 files).
 */
export async function readJson(c: AppContext, limit?: JsonLimit): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/\bjson\b/i.test(type)) throw badRequest('Content-Type must be application/json.');
  const text = await c.req.text();
  if (limit && Buffer.byteLength(text) > limit.maxBytes) throw limit.tooLarge();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** Valibot issues as the envelope's `details`. */
export function issueDetails(issues: readonly v.BaseIssue<unknown>[]): ErrorDetail[] {
  return issues.map((issue) => ({ param: v.getDotPath(issue) ?? '', message: issue.message }));
}

/** Parses with a schema, turning failures into a 400 with details. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) {
    const details = issueDetails(result.issues);
    const first = details[0];
    throw badRequest(
      first ? `${first.param || 'body'}: ${first.message}` : 'Invalid request.',
      details,
    );
  }
  return result.output;
}
