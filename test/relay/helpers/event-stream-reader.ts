/** Reads a relay event stream over fetch, as the extension's worker would (EventSource has no headers). */
import { waitForItem } from '../../support/wait-for-item.ts';

export interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

export interface StreamReader {
  status: number;
  messages: SseMessage[];
  /** Resolves on the first matching message, already read or to come (no deadline of its own). */
  next(predicate: (message: SseMessage) => boolean): Promise<SseMessage>;
  /** Resolves when the relay ends the stream (or close() does); no deadline of its own. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): SseMessage | undefined {
  let event = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0
    ? undefined
    : { event, ...(id === undefined ? {} : { id }), data: data.join('\n') };
}

export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<StreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value.replace(/\r\n?/g, '\n');
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const message = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (message) messages.push(message);
            end = buffer.indexOf('\n\n');
          }
          waiters.forEach((wake) => wake());
        }
      } catch {
        // Aborted by close().
      }
    })();
  }
  return {
    status: response.status,
    messages,
    ended,
    next: (predicate) =>
      waitForItem(
        messages,
        waiters,
        predicate,
        () => `stream: no matching message; got ${JSON.stringify(messages)}`,
      ),
    close: () => abort.abort(),
  };
}
