import * as v from 'valibot';
import { appError, type AppError, type Result } from '../../core/errors.ts';
import {
  PROTOCOL_VERSION,
  type ParsedRequestOf,
  type Protocol,
  type ResponseOf,
  type SenderKind,
} from './define.ts';
import { EnvelopeSchema } from './envelope.ts';

/** The parts of a browser `MessageSender` the checks look at. */
export interface SenderInfo {
  id?: string | undefined;
  url?: string | undefined;
  tabId?: number | undefined;
  /** The frame of the tab a content script runs in (0: the top one). */
  frameId?: number | undefined;
}

export interface VerifiedSender {
  kind: SenderKind;
  tabId?: number | undefined;
  frameId?: number | undefined;
  url?: string | undefined;
}

export interface ExtensionIdentity {
  id: string;
  /** e.g. `chrome-extension://abc…/` */
  origin: string;
}

export type Handler<P extends Protocol, K extends keyof P> = (
  payload: ParsedRequestOf<P, K>,
  sender: VerifiedSender,
) => Promise<Result<ResponseOf<P, K>>>;

export type Handlers<P extends Protocol> = { [K in keyof P]?: Handler<P, K> };

/** Decides who sent a message; anything not from our own extension is nobody. */
export function classifySender(
  sender: SenderInfo,
  self: ExtensionIdentity,
): SenderKind | undefined {
  if (sender.id !== self.id) return undefined;
  if (sender.url?.startsWith(self.origin)) return 'extension-page';
  if (sender.tabId !== undefined) return 'content-script';
  return undefined;
}

/** Handlers registered per module; a second registration of one type is a bug and throws. */
export class HandlerRegistry<P extends Protocol> {
  readonly #handlers: Handlers<P> = {};

  constructor(readonly protocol: P) {}

  register<K extends keyof P & string>(type: K, handler: Handler<P, K>): void {
    if (this.#handlers[type]) throw new Error(`A handler for "${type}" is already registered.`);
    this.#handlers[type] = handler;
  }

  get<K extends keyof P>(type: K): Handler<P, K> | undefined {
    return this.#handlers[type];
  }

  has(type: string): boolean {
    return type in this.#handlers;
  }
}

/**
 * Checks and runs one incoming message. Returns `undefined` for messages that are not ours (so
 * another listener may answer), otherwise a result value; exceptions never cross the boundary.
 * With `checkSender: false` (content scripts) only our extension id is required.
 */
export async function dispatch<P extends Protocol>(
  registry: HandlerRegistry<P>,
  message: unknown,
  sender: SenderInfo,
  self: ExtensionIdentity,
  options: { checkSender: boolean },
): Promise<Result<unknown> | undefined> {
  const parsed = v.safeParse(EnvelopeSchema, message);
  if (!parsed.success) return undefined;
  const { type, version, payload } = parsed.output;
  if (version !== PROTOCOL_VERSION) {
    return fail('internal', 'The extension was updated: reload this page and try again.');
  }
  if (!Object.hasOwn(registry.protocol, type))
    return fail('invalid-input', `Unknown message "${type}".`);
  const spec = registry.protocol[type as keyof P];
  const handler = registry.get(type);
  if (!spec || !handler) return fail('internal', `No handler for "${type}".`);

  let verified: VerifiedSender;
  if (options.checkSender) {
    const kind = classifySender(sender, self);
    if (!kind || !spec.from.includes(kind)) {
      return fail(
        'forbidden',
        `"${type}" may not be sent from ${kind ?? 'outside the extension'}.`,
      );
    }
    verified = { kind, tabId: sender.tabId, frameId: sender.frameId, url: sender.url };
  } else {
    if (sender.id !== self.id) return fail('forbidden', 'Message from another extension.');
    verified = { kind: 'extension-page' };
  }

  const request = v.safeParse(spec.request, payload);
  if (!request.success) {
    const issue = request.issues[0];
    const field = issue.path?.map((p) => String(p.key)).join('.');
    return fail('invalid-input', issue.message, field ? { field } : {});
  }
  try {
    return await handler(request.output, verified);
  } catch (error) {
    return fail(
      'internal',
      `"${type}" failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function fail(
  kind: AppError['kind'],
  message: string,
  extra: Partial<AppError> = {},
): Result<never> {
  return { ok: false, error: appError(kind, message, extra) };
}
