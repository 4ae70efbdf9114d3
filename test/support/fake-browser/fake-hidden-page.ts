import type { CallLog } from './call-log.ts';
import type { FakeEvent } from './fake-event.ts';

type Listener = (message: never, sender: never) => unknown;

/**
 * Chromium's offscreen document (`offscreen.createDocument`, `runtime.getContexts`), run in this
 * process: opening it evaluates the hidden page's module afresh (`load`, given by whoever loads
 * the worker, after its mocks), whose listener then answers its own messages beside the worker's,
 * as the real page does; closing it removes that listener. It goes when the worker stops too.
 */
export class FakeHiddenPage {
  /** Evaluates a new instance of src/offscreen/offscreen.ts; without it no hidden page opens. */
  load: ((opening: number) => Promise<void>) | undefined;
  #openings = 0;
  #listening: Listener[] = [];
  #open = false;

  constructor(
    private readonly log: CallLog,
    private readonly onMessage: FakeEvent<Listener>,
  ) {}

  readonly createDocument = async (options: { url: string }): Promise<void> => {
    this.log.record('offscreen.createDocument', options.url);
    if (this.#open) throw new Error('Only a single offscreen document may be created.');
    if (!this.load) throw new Error('The hidden page could not be opened.');
    const before = new Set(this.onMessage.listeners());
    await this.load(++this.#openings);
    this.#listening = this.onMessage.listeners().filter((l) => !before.has(l));
    this.#open = true;
  };

  readonly closeDocument = (): Promise<void> => {
    this.log.record('offscreen.closeDocument');
    for (const listener of this.#listening) this.onMessage.removeListener(listener);
    this.#listening = [];
    this.#open = false;
    return Promise.resolve();
  };

  readonly getContexts = (filter: { contextTypes: string[] }): Promise<unknown[]> =>
    Promise.resolve(
      this.#open && filter.contextTypes.includes('OFFSCREEN_DOCUMENT')
        ? [{ contextType: 'OFFSCREEN_DOCUMENT' }]
        : [],
    );

  /** The worker stopped: its listeners are gone (the page's with them), and so is the page. */
  stop(): void {
    this.#listening = [];
    this.#open = false;
  }
}
