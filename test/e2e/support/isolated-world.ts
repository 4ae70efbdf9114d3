import type { BrowserContext, Page } from 'playwright-core';

interface ExecutionContextCreated {
  context: { id: number; name: string; auxData?: { type?: string; frameId?: string } };
}

/**
 * Evaluates code inside our content script's isolated world (Playwright only reaches the main
 * world), so tests can check what a content script can and cannot do.
 */
export async function evaluateInContentScript<T>(
  context: BrowserContext,
  page: Page,
  expression: string,
): Promise<T> {
  const cdp = await context.newCDPSession(page);
  const worlds: ExecutionContextCreated['context'][] = [];
  cdp.on('Runtime.executionContextCreated', (event: ExecutionContextCreated) => {
    worlds.push(event.context);
  });
  // Enabling replays one event per existing context, ours included once it was injected.
  await cdp.send('Runtime.enable');
  const ours = worlds.find(
    (world) => world.auxData?.type === 'isolated' && world.name.startsWith('Authenticity Lens'),
  );
  if (!ours) throw new Error('The content script is not injected in this page.');
  const result = (await cdp.send('Runtime.evaluate', {
    expression,
    contextId: ours.id,
    awaitPromise: true,
    returnByValue: true,
  })) as { result: { value?: T }; exceptionDetails?: { exception?: { description?: string } } };
  await cdp.detach();
  if (result.exceptionDetails) {
    throw new Error(result.exceptionDetails.exception?.description ?? 'evaluation failed');
  }
  return result.result.value as T;
}
