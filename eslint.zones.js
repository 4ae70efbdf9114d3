// @ts-check
/**
 * The import boundaries of src, as one list (import-x/no-restricted-paths zones): each entry
 * says which folders the files under `target` may not import. Layers, lowest first:
 *
 *   core      errors as values, base64: imports nothing of ours
 *   api       the service's client: core only
 *   shared    browser-API-free logic and schemas: core, api
 *   platform  the browser API wrapped (browser, storage, messaging): core, api, shared
 *   relay-protocol  the relay's wire contract (URLs, hook secrets, event schemas): core
 *   relay     the webhook relay (web-standard; node/ and workers/ for the two runtimes): core, api,
 *             relay-protocol
 *
 * and the runtimes on top, which never import one another: background (the only holder of
 * secrets), content, the pages (popup, options, ui), the hidden page that reads PDFs
 * (offscreen) and the printable report page (report).
 */
const LAYERS = ['core', 'api', 'shared', 'platform', 'relay-protocol', 'relay'];
const RUNTIMES = ['background', 'content', 'popup', 'options', 'ui', 'offscreen', 'report'];

/** @param {string[]} folders */
const src = (folders) => folders.map((f) => `./src/${f}`);

/** The worker's folders by floor, top down: ways in, kinds of work, the engine, the bottom. */
const BG_ENTRY = ['handlers', 'triggers'];
const BG_KINDS = ['text', 'image', 'heatmap', 'scan', 'video', 'batches'];
const BG_BASE = ['engine', 'sources', 'documents', 'settings', 'i18n', 'account', 'relay-client'];
const BG_BOTTOM = ['stores', 'tabs', 'net'];
/** @param {string[]} folders */
const bg = (folders) => folders.map((f) => `./src/background/${f}`);

/**
 * The content script's folders (src/content/README.md): what each serves of the page, over the
 * page's base. No kind imports another; the base imports no kind; only the entry wires them.
 */
const CONTENT_KINDS = ['marks', 'images', 'videos', 'reading'];
const CONTENT_BASE = ['page'];
/** @param {string[]} folders */
const content = (folders) => folders.map((f) => `./src/content/${f}`);

/**
 * src/shared's folders by floor, top down (src/shared/README.md): a check's report (it reads all
 * the rest), the message contract, a check's record and what reads it, the settings, one folder
 * per kind, the basics. A floor imports only floors below it, and folders on one floor do not
 * import each other.
 */
export const SHARED_FLOORS = [
  { name: 'reports', folders: ['reports'] },
  { name: 'contract', folders: ['messages'] },
  { name: 'batches', folders: ['batches'] },
  { name: 'checks', folders: ['checks'] },
  { name: 'settings', folders: ['settings'] },
  {
    name: 'kinds',
    folders: [
      'text-checks',
      'image',
      'heatmap',
      'video',
      'scans',
      'google-docs',
      'pdf',
      'frames',
      'documents',
    ],
  },
  { name: 'basics', folders: ['i18n', 'text', 'mask', 'net', 'log', 'items'] },
];
/** @param {string[]} folders */
const shared = (folders) => folders.map((f) => `./src/shared/${f}`);

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const SHARED_ZONES = SHARED_FLOORS.flatMap((floor, i) => {
  const above = SHARED_FLOORS.slice(0, i).flatMap((f) => f.folders);
  const up =
    above.length === 0
      ? []
      : [
          {
            target: shared(floor.folders),
            from: shared(above),
            message:
              `src/shared's ${floor.name} floor imports only the floors below it ` +
              '(src/shared/README.md): move what both need down, to the lower floor.',
          },
        ];
  const across = (floor.folders.length > 1 ? floor.folders : []).map((folder) => ({
    target: shared([folder]),
    from: shared(floor.folders.filter((other) => other !== folder)),
    message:
      `src/shared/${folder} imports no other folder of its floor (${floor.name}): ` +
      'what two share goes down a floor.',
  }));
  return [...up, ...across];
});

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
export const BOUNDARY_ZONES = [
  {
    target: './src/core',
    from: src([...LAYERS.filter((l) => l !== 'core'), ...RUNTIMES]),
    message: 'src/core is the lowest layer: it imports nothing else of ours.',
  },
  {
    target: './src/api',
    from: src(['shared', 'platform', 'relay', ...RUNTIMES]),
    message: 'src/api (the service client) may import only src/core.',
  },
  {
    target: './src/shared',
    from: src(['platform', 'relay', ...RUNTIMES]),
    message: 'src/shared is browser-API free and runtime free: core, api and shared only.',
  },
  // Inside src/shared (src/shared/README.md): each floor over the ones below, no loops.
  ...SHARED_ZONES,
  {
    target: './src/platform',
    from: src(['relay', ...RUNTIMES]),
    message: 'src/platform wraps the browser API for every runtime; it imports no runtime.',
  },
  {
    target: './src/relay-protocol',
    from: src(['api', 'shared', 'platform', 'relay', ...RUNTIMES]),
    message: 'src/relay-protocol is the wire contract both sides import: src/core only.',
  },
  {
    target: './src/relay',
    from: src(['shared', 'platform', ...RUNTIMES]),
    message: 'The relay runs outside the browser: it may import src/core and src/api only.',
  },
  {
    target: ['./src/relay/*.ts', './src/relay/sql', './src/relay/members'],
    from: ['./src/relay/node', './src/relay/workers'],
    message:
      'The relay app and its SQL store are runtime-free; relay/node and relay/workers build on them.',
  },
  {
    target: './src/relay/workers',
    from: './src/relay/node',
    message: 'A Worker has no Node: relay/workers may not import relay/node.',
  },
  {
    target: './src/relay/node',
    from: './src/relay/workers',
    message: 'relay/node and relay/workers are two runtimes: neither imports the other.',
  },
  {
    target: src(['background', 'shared', 'platform', 'content', 'popup', 'options', 'ui']),
    from: './src/relay',
    message:
      'The extension talks to the relay over HTTP: it imports src/relay-protocol, not the server.',
  },
  {
    target: './src/background',
    from: src(['popup', 'options', 'ui', 'offscreen']),
    message: 'The worker imports no other runtime; they talk by messages.',
  },
  {
    target: './src/background',
    from: './src/content',
    // The worker injects the content script's bundles (a `?iife` import of each entry file).
    except: ['./content-script.ts?iife', './first-screen-script.ts?iife'],
    message: 'The worker imports no other runtime; they talk by messages.',
  },
  // Inside the worker (src/background/README.md): entry points over kinds of work over the
  // engine and its plumbing. Kinds register their runners and painters; nothing reaches up.
  {
    target: bg([...BG_KINDS, ...BG_BASE, ...BG_BOTTOM]),
    from: bg(BG_ENTRY),
    message: "Only the worker's entry points (handlers, triggers) import handlers or triggers.",
  },
  {
    target: bg([...BG_BASE, ...BG_BOTTOM]),
    from: bg(BG_KINDS),
    message:
      'The engine and its plumbing import no kind of work: a kind registers its runner and ' +
      'painter with the engine (engine/runner-registry.ts, engine/tab-refresh.ts).',
  },
  {
    target: bg(BG_BOTTOM),
    from: bg(BG_BASE),
    message: "src/background/stores, tabs and net are the worker's bottom: they import none of it.",
  },
  {
    target: './src/content',
    from: src(['background', 'popup', 'options', 'ui', 'offscreen', 'relay']),
    message: 'Content scripts run in web pages: no worker, page or relay code (and no secrets).',
  },
  // Inside the content script (src/content/README.md): its entry over what it serves over the page.
  {
    target: content([...CONTENT_KINDS, ...CONTENT_BASE]),
    from: './src/content/content-script.ts',
    message:
      "Only the content script's entry wires its messages: nothing imports content-script.ts.",
  },
  ...CONTENT_KINDS.map((kind) => ({
    target: content([kind]),
    from: content(CONTENT_KINDS.filter((other) => other !== kind)),
    message:
      `src/content/${kind} imports no other part of the content script but page/: ` +
      'what two parts share goes down into page/ (or src/shared when it needs no browser).',
  })),
  {
    target: content(CONTENT_BASE),
    from: content(CONTENT_KINDS),
    message: "src/content/page is the content script's base: it imports none of what stands on it.",
  },
  {
    target: src(['popup', 'options', 'ui']),
    from: src(['background', 'content', 'offscreen', 'relay']),
    message: 'Extension pages ask the worker by message; they never import it.',
  },
  {
    target: './src/offscreen',
    from: src(['background', 'content', 'popup', 'options', 'ui', 'relay']),
    message: 'The hidden page is asked by the worker by message; it imports no other runtime.',
  },
  {
    target: './src/ui',
    from: src(['popup', 'options', 'report']),
    message: 'src/ui holds what the pages use; it imports no page.',
  },
  {
    target: './src/report',
    from: src(['background', 'content', 'popup', 'options', 'offscreen', 'relay']),
    message: 'The report page reads records by message and builds with src/shared/reports.',
  },
];
