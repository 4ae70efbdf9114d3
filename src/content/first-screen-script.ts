/**
 * The content script's first part: what the popup's first screen asks of a page (the selection),
 * injected alone by the worker into a frame that has neither script yet. It is a third of the
 * whole script (content-script.ts), so a first opening on a page waits for less (`npm run
 * bench`). Asked anything else while the whole script is not in the frame, it answers that
 * nothing listens, which the worker takes as its cue to inject the whole script; once that one
 * is in, this one is silent and the whole script answers everything.
 */
import * as v from 'valibot';
import { appError, err, ok } from '../core/errors.ts';
import { browser } from '../platform/browser.ts';
import { listen } from '../platform/listen.ts';
import { NO_RECEIVER_CODE } from '../platform/transport-error.ts';
import { contentFirstScreenProtocol } from '../shared/messages/content-first-screen.ts';
import { HandlerRegistry } from '../shared/messages/dispatch.ts';
import { EnvelopeSchema } from '../shared/messages/envelope.ts';
import { log } from './page/content-log.ts';
import { selectionAnswer } from './selection-answer.ts';
import { WHOLE_SCRIPT_KEY } from './whole-script-key.ts';

// Kept in the isolated world between injections, as the whole script's flag is.
const LOADED = Symbol.for('authenticity-lens.content-first-screen');
const WHOLE = Symbol.for(WHOLE_SCRIPT_KEY);
const scope = globalThis as { [LOADED]?: true; [WHOLE]?: true };
const wholeIsIn = (): boolean => scope[WHOLE] === true;

if (!scope[LOADED]) {
  scope[LOADED] = true;
  const registry = new HandlerRegistry(contentFirstScreenProtocol);
  registry.register('content/ping', () => Promise.resolve(ok({ ready: true as const })));
  registry.register('content/get-selection', async () => ok(await selectionAnswer()));
  listen(registry, {
    checkSender: false,
    ownTypesOnly: true,
    answeredElsewhere: wholeIsIn,
    onFailure: (type, error) => log.info('messages', `"${type}" failed`, error),
  });
  // The worker's other questions: "nothing listens" (its words for a frame without our script),
  // so it injects the whole script and asks again.
  browser.runtime.onMessage.addListener((message: unknown) => {
    if (wholeIsIn() || !v.is(EnvelopeSchema, message)) return undefined;
    if (Object.hasOwn(contentFirstScreenProtocol, message.type)) return undefined;
    return Promise.resolve(
      err(appError('not-ready', 'Nothing answered.', { code: NO_RECEIVER_CODE })),
    );
  });
}
