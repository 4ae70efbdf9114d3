/**
 * The process's fetch, passed through, except requests a test holds: a held request waits,
 * unsent, until the test releases it (the worker is busy "with the service"), or fails when
 * the test ends (a worker stopped mid-request). Every answer is announced, so conditions
 * that depend on HTTP are re-checked then.
 */
export interface HeldRequests {
  /** Resolves with the address once a matching request is being held. */
  arrived(): Promise<string>;
  /** Sends the held requests and stops holding. */
  release(): void;
  /** Lets new requests through; those held stay held (a stopped worker's request). */
  stopHolding(): void;
  /** How many requests are held now. */
  count(): number;
}

interface Hold {
  part: string;
  /** New requests are no longer held. */
  released: boolean;
  waiting: { url: string; go: () => void; fail: (error: Error) => void }[];
  arrivals: ((url: string) => void)[];
}

export class FetchGate {
  readonly #holds: Hold[] = [];
  readonly #realFetch = globalThis.fetch;

  constructor(private readonly onAnswer: () => void) {}

  /** Holds every request whose address contains `part` until released. */
  hold(part: string): HeldRequests {
    const hold: Hold = { part, released: false, waiting: [], arrivals: [] };
    this.#holds.push(hold);
    return {
      arrived: () =>
        new Promise((resolve) => {
          const first = hold.waiting[0];
          if (first) resolve(first.url);
          else hold.arrivals.push(resolve);
        }),
      release: () => {
        hold.released = true;
        for (const request of hold.waiting.splice(0)) request.go();
      },
      stopHolding: () => {
        hold.released = true;
      },
      count: () => hold.waiting.length,
    };
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    const hold = this.#holds.find((h) => !h.released && url.includes(h.part));
    if (hold) {
      await new Promise<void>((go, fail) => {
        hold.waiting.push({ url, go, fail });
        for (const arrived of hold.arrivals.splice(0)) arrived(url);
      });
    }
    try {
      return await this.#realFetch(input, init);
    } finally {
      this.onAnswer();
    }
  };

  /** Held requests fail as a stopped worker's would; nothing is held any more. */
  close(): void {
    for (const hold of this.#holds.splice(0)) {
      for (const request of hold.waiting.splice(0)) request.fail(new TypeError('fetch failed'));
    }
  }
}
