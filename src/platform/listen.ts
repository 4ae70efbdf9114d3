/** Answering messages: the worker for pages and content scripts, a content script for the worker. */
import * as v from 'valibot';
import { browser, type Runtime } from './browser.ts';
import type { AppError } from '../core/errors.ts';
import type { Protocol } from '../shared/messages/index.ts';
import { dispatch, type HandlerRegistry } from '../shared/messages/dispatch.ts';
import { EnvelopeSchema } from '../shared/messages/envelope.ts';

export interface ListenOptions {
  checkSender: boolean;
  /**
   * Leave messages of other types to other listeners (a page of ours that answers a few types
   * of its own, beside the worker that answers the rest).
   */
  ownTypesOnly?: boolean;
  /**
   * Types of messages that another page of ours answers, even when they reach this listener too
   * (a content script's message to the hidden page reaches the worker as well).
   */
  answeredElsewhere?: (type: string) => boolean;
  /** Told of every failed answer (refused sender, bad request, handler failure), for the log. */
  onFailure?: (type: string, error: AppError) => void;
}

/**
 * Answers messages for one registry. The worker checks the sender kind against each message's
 * `from`; content scripts only accept messages from our own extension.
 */
export function listen<P extends Protocol>(
  registry: HandlerRegistry<P>,
  options: ListenOptions,
): () => void {
  const self = { id: browser.runtime.id, origin: browser.runtime.getURL('') };
  const listener = (
    message: unknown,
    sender: Runtime.MessageSender,
  ): Promise<unknown> | undefined => {
    // Returning undefined (not a promise) leaves messages that are not ours to other listeners.
    if (!v.is(EnvelopeSchema, message)) return undefined;
    if (options.ownTypesOnly && !Object.hasOwn(registry.protocol, message.type)) return undefined;
    if (options.answeredElsewhere?.(message.type)) return undefined;
    const info = { id: sender.id, url: sender.url, tabId: sender.tab?.id, frameId: sender.frameId };
    return dispatch(registry, message, info, self, options).then((result) => {
      if (result && !result.ok) options.onFailure?.(message.type, result.error);
      return result;
    });
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
