import type * as v from 'valibot';

/**
 * Who may send a message to the worker:
 * - `extension-page`: the popup, options page or another page of ours (its URL is on our origin);
 * - `content-script`: our content script in a web page (it comes with a tab).
 * Settings and secrets are for extension pages only; web pages can never send at all, since the
 * manifest declares no `externally_connectable`.
 */
export type SenderKind = 'extension-page' | 'content-script';

export interface MessageSpec<
  Req extends v.GenericSchema = v.GenericSchema,
  Res extends v.GenericSchema = v.GenericSchema,
> {
  request: Req;
  response: Res;
  /** Sender kinds allowed to ask. Ignored for messages to content scripts (only the worker sends those). */
  from: readonly SenderKind[];
}

export type Protocol = Record<string, MessageSpec>;

export type RequestOf<P extends Protocol, K extends keyof P> = v.InferInput<P[K]['request']>;
export type ParsedRequestOf<P extends Protocol, K extends keyof P> = v.InferOutput<P[K]['request']>;
export type ResponseOf<P extends Protocol, K extends keyof P> = v.InferOutput<P[K]['response']>;

/** Identity helper that keeps literal keys and schema types while checking the shape. */
export function defineProtocol<const P extends Protocol>(protocol: P): P {
  return protocol;
}

/** Stamped on every message: a content script left over from an older version fails loudly. */
export const PROTOCOL_VERSION = 1;
export const CHANNEL = 'authenticity-lens';
