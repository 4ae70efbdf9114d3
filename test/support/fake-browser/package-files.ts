/**
 * The extension's own files, as the worker fetches them (`runtime.getURL(…)`): answered from
 * `public/`, which the build copies into the package as is, unless a test gave the file other
 * contents (a catalogue missing a key). Every file read is noted, so a test can say what a
 * worker loaded; other addresses go to `fetch`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

const PUBLIC = join(import.meta.dirname, '../../../public');

export class PackageFiles {
  /** Paths read from the package, in order (e.g. `_locales/de/messages.json`). */
  readonly read: string[] = [];

  constructor(
    private readonly origin: string,
    private readonly network: typeof fetch,
    /** Files whose contents differ from `public/`'s, by path (JSON values). */
    private readonly replaced: Readonly<Record<string, unknown>> = {},
  ) {}

  readonly fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(this.origin)) return this.network(input, init);
    const path = normalize(decodeURIComponent(new URL(url).pathname).replace(/^\//, ''));
    const file = join(PUBLIC, path);
    this.read.push(path);
    const json = { headers: { 'content-type': 'application/json' } };
    if (Object.hasOwn(this.replaced, path)) {
      return Promise.resolve(new Response(JSON.stringify(this.replaced[path]), json));
    }
    // A file the package lacks answers as the browser's own: not found.
    if (path.startsWith('..') || !existsSync(file)) {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    return Promise.resolve(new Response(readFileSync(file), json));
  };
}
