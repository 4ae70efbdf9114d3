/**
 * The content script, injected on demand into the tab the user asked about. It reads the page
 * (selection, text, images) and draws overlays; it never sees the API key or token.
 */
import { ok } from '../shared/errors.ts';
import { contentProtocol } from '../shared/messages/index.ts';
import { HandlerRegistry } from '../shared/messages/dispatch.ts';
import { listen } from '../shared/messaging.ts';
import { readSelection } from './features/selection.ts';

// Injection can happen more than once per page (each check injects when no script answers in
// time); the isolated world keeps this flag between injections, so the second one stays idle.
const LOADED = Symbol.for('authenticity-lens.content');
const scope = globalThis as { [LOADED]?: true };

if (!scope[LOADED]) {
  scope[LOADED] = true;
  const registry = new HandlerRegistry(contentProtocol);
  registry.register('content/ping', () => Promise.resolve(ok({ ready: true as const })));
  registry.register('content/get-selection', () => Promise.resolve(ok(readSelection())));
  listen(registry, { checkSender: false });
}
