/**
 * Loose checks of what arrives on a hook. A real delivery is never refused for its shape (the
 * service's payloads are partly undocumented and change): the body is stored as is, and a short
 * note of what looked wrong goes with it for the extension and for debugging.
 */
import * as v from 'valibot';
import {
  ExportCompletedWebhookSchema,
  ImageResultWebhookSchema,
  NewResultWebhookSchema,
  parseStatusWebhook,
  VideoResultWebhookSchema,
} from '../api/webhooks.ts';
import type { EventKind } from '../relay-protocol/relay-protocol.ts';

export interface CheckedBody {
  /** The parsed JSON, when the body is JSON. */
  json?: unknown;
  problem?: string;
}

/** The asynchronous image job reports failures in a body of its own; its shape is unpublished. */
const ImageFailureSchema = v.looseObject({ error: v.looseObject({}) });

const decoder = new TextDecoder('utf-8', { fatal: true });

function issueText(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string {
  const first = issues[0];
  return `${v.getDotPath(first) ?? 'body'}: ${first.message}`;
}

function checkWith(schema: v.GenericSchema, json: unknown): string | undefined {
  const result = v.safeParse(schema, json);
  return result.success ? undefined : issueText(result.issues);
}

function shapeProblem(kind: EventKind, status: string | undefined, json: unknown) {
  switch (kind) {
    case 'status': {
      const parsed = parseStatusWebhook(status ?? '', json);
      return parsed.event === 'invalid' ? parsed.reason : undefined;
    }
    case 'newResult':
      return checkWith(NewResultWebhookSchema, json);
    case 'exportCompleted':
      return checkWith(ExportCompletedWebhookSchema, json);
    case 'imageResult':
      return v.is(ImageFailureSchema, json) ? undefined : checkWith(ImageResultWebhookSchema, json);
    case 'videoResult':
      // A result, or the job's failure body (same form as the image job's).
      return v.is(ImageFailureSchema, json) ? undefined : checkWith(VideoResultWebhookSchema, json);
    default:
      return undefined;
  }
}

function parseJson(bytes: Uint8Array): { ok: true; json: unknown } | { ok: false; why: string } {
  try {
    return { ok: true, json: JSON.parse(decoder.decode(bytes)) as unknown };
  } catch (error) {
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export function checkIncoming(
  kind: EventKind,
  status: string | undefined,
  bytes: Uint8Array,
): CheckedBody {
  if (kind === 'exportPdf') {
    const isPdf = PDF_MAGIC.every((byte, i) => bytes[i] === byte);
    return isPdf ? {} : { problem: 'body does not start with %PDF-' };
  }
  const parsed = parseJson(bytes);
  if (!parsed.ok) return { problem: `body is not JSON: ${parsed.why}` };
  const problem = shapeProblem(kind, status, parsed.json);
  return problem === undefined ? { json: parsed.json } : { json: parsed.json, problem };
}
