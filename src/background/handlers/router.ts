import { backgroundProtocol } from '../../shared/messages/index.ts';
import { OUTLINE_ARTICLE, offscreenProtocol } from '../../shared/messages/offscreen.ts';
import { HandlerRegistry } from '../../shared/messages/dispatch.ts';
import { listen } from '../../platform/listen.ts';
import { logFailure } from '../stores/log-failure.ts';

/** Every handler module registers into this one registry; a duplicate registration throws. */
export const registry = new HandlerRegistry(backgroundProtocol);

export function startRouter(): () => void {
  return listen(registry, {
    checkSender: true,
    // The hidden page answers its own, content scripts' articles among them (by name only: the
    // content script's schemas stay out of the worker).
    answeredElsewhere: (type) => Object.hasOwn(offscreenProtocol, type) || type === OUTLINE_ARTICLE,
    // Pages show these to the user; the log keeps them for a report.
    onFailure: (type, error) => logFailure('messages', `"${type}" failed`, error),
  });
}
