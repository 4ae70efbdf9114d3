import { browser } from './browser.ts';
import type { Result } from '../core/errors.ts';
import type { RequestOf, ResponseOf } from '../shared/messages/define.ts';
import { envelope } from '../shared/messages/envelope.ts';
import { offscreenProtocol, type OffscreenProtocol } from '../shared/messages/offscreen.ts';
import { readReply } from './reply.ts';
import { transportError } from './transport-error.ts';

/**
 * A hidden page of ours for work the worker cannot do itself (pdf.js, which needs a web worker
 * and loads code as it goes; parsing HTML): Chromium's offscreen document; in Firefox, whose
 * background is a page, the same page in a hidden frame of it.
 */
interface ChromiumOffscreen {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
}

interface ChromiumContexts {
  getContexts?(filter: { contextTypes: string[] }): Promise<unknown[]>;
}

function chromiumOffscreen(): ChromiumOffscreen | undefined {
  return (browser as unknown as { offscreen?: ChromiumOffscreen }).offscreen;
}

const FRAME_ID = 'authenticity-lens-offscreen';
let opening: Promise<void> | undefined;

/** Opens the hidden page at `path` (an extension path) unless it is open already. */
export function openHiddenPage(path: string, justification: string): Promise<void> {
  opening ??= open(path, justification).finally(() => (opening = undefined));
  return opening;
}

async function open(path: string, justification: string): Promise<void> {
  const offscreen = chromiumOffscreen();
  if (offscreen) {
    const runtime = browser.runtime as unknown as ChromiumContexts;
    const open = await runtime.getContexts?.({ contextTypes: ['OFFSCREEN_DOCUMENT'] });
    if (open && open.length > 0) return;
    await offscreen.createDocument({
      url: path,
      reasons: ['WORKERS', 'DOM_PARSER'],
      justification,
    });
    return;
  }
  if (typeof document === 'undefined') throw new Error('This browser has no hidden pages.');
  if (document.getElementById(FRAME_ID)) return;
  const frame = document.createElement('iframe');
  frame.id = FRAME_ID;
  frame.src = browser.runtime.getURL(path);
  // Loaded means its module ran: it listens by then.
  const loaded = new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error('The hidden page did not load.')), {
      once: true,
    });
  });
  document.body.append(frame);
  await loaded;
}

/** Closes the hidden page, freeing what it held; nothing happens when none is open. */
export async function closeHiddenPage(): Promise<void> {
  const offscreen = chromiumOffscreen();
  if (offscreen) {
    await offscreen.closeDocument().catch(() => undefined);
    return;
  }
  if (typeof document !== 'undefined') document.getElementById(FRAME_ID)?.remove();
}

/** Asks the hidden page; its answer is checked like any other. */
export async function askHiddenPage<K extends keyof OffscreenProtocol>(
  type: K,
  payload: RequestOf<OffscreenProtocol, K>,
): Promise<Result<ResponseOf<OffscreenProtocol, K>>> {
  try {
    const reply: unknown = await browser.runtime.sendMessage(envelope(type, payload));
    return readReply(offscreenProtocol, type, reply);
  } catch (error) {
    return transportError(error);
  }
}
