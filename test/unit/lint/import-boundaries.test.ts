/**
 * The lint fence proven from the outside: code placed (virtually) in each folder of src imports
 * across a boundary, and ESLint must refuse it with the rule that guards that boundary; the
 * imports each layer is allowed must pass.
 */
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// Loading typescript-eslint takes seconds on a busy machine; this is not a speed test.
const SLOW = 120_000;

let eslint: ESLint;
beforeAll(() => {
  // The type-aware rules need files in the TypeScript project; the fixtures are not, and the
  // rules under test do not need types.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.disableTypeChecked }],
  });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const forbidden: [file: string, code: string, rule: string][] = [
  ['src/core/fixture.ts', "import '../api/index.ts';", 'import-x/no-restricted-paths'],
  [
    'src/api/fixture.ts',
    "import '../shared/settings/settings.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/api/fixture.ts',
    "import '../background/account/api-session.ts';",
    'import-x/no-restricted-paths',
  ],
  ['src/shared/fixture.ts', "import '../platform/browser.ts';", 'import-x/no-restricted-paths'],
  [
    'src/shared/fixture.ts',
    "import '../platform/item-storage.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/shared/checks/fixture.ts',
    "import '../../background/stores/history-store.ts';",
    'import-x/no-restricted-paths',
  ],
  ['src/shared/fixture.ts', "import 'webextension-polyfill';", 'no-restricted-imports'],
  ['src/shared/mask/rle.ts', 'export const id = chrome.runtime.id;', 'no-restricted-globals'],
  ['src/shared/mask/rle.ts', 'export const id = browser.runtime.id;', 'no-restricted-globals'],
  [
    'src/popup/fixture.ts',
    "import '../background/stores/secret-items.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/options/fixture.ts',
    "import '../background/account/api-session.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/content/fixture.ts',
    "import '../background/stores/secret-items.ts';",
    'import-x/no-restricted-paths',
  ],
  ['src/content/fixture.ts', "import '../popup/app.tsx';", 'import-x/no-restricted-paths'],
  ['src/background/fixture.ts', "import '../popup/app.tsx';", 'import-x/no-restricted-paths'],
  [
    'src/background/fixture.ts',
    "import '../content/reading/selection.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/relay/fixture.ts',
    "import '../shared/settings/settings.ts';",
    'import-x/no-restricted-paths',
  ],
  ['src/relay/fixture.ts', "import 'node:fs';", 'import-x/no-nodejs-modules'],
  ['src/ui/fixture.ts', "import '../popup/app.tsx';", 'import-x/no-restricted-paths'],
  [
    'src/platform/fixture.ts',
    "import '../background/tabs/ask-tab.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/background/scan/fixture.ts',
    "import '../../relay/relay-app.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/relay-protocol/fixture.ts',
    "import '../relay/relay-store.ts';",
    'import-x/no-restricted-paths',
  ],
  // Inside the worker: nothing reaches up from the engine and its plumbing, nor from a kind.
  [
    'src/background/engine/fixture.ts',
    "import '../image/paint-image-mask.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/background/stores/fixture.ts',
    "import '../engine/exclusive.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/background/settings/fixture.ts',
    "import '../scan/scan-settings-store.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/background/i18n/fixture.ts',
    "import '../triggers/context-menus.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/background/stores/fixture.ts',
    "import '../settings/effective-settings.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/background/scan/fixture.ts',
    "import '../triggers/failure-notice.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/offscreen/fixture.ts',
    "import '../background/stores/secret-items.ts';",
    'import-x/no-restricted-paths',
  ],
  // Inside the content script: the page's base imports nothing above it, no part imports
  // another, and only the entry imports the entry.
  [
    'src/content/page/fixture.ts',
    "import '../marks/highlights.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/content/images/fixture.ts',
    "import '../videos/video-keys.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/content/marks/fixture.ts',
    "import '../reading/text-store.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/content/reading/fixture.ts',
    "import '../content-script.ts';",
    'import-x/no-restricted-paths',
  ],
  // Inside src/shared: no floor imports one above it (the loops there were), and no folder
  // imports another of its floor.
  ['src/shared/checks/fixture.ts', "import '../messages/text.ts';", 'import-x/no-restricted-paths'],
  [
    'src/shared/text/fixture.ts',
    "import '../messages/article.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/shared/settings/fixture.ts',
    "import '../checks/check-record.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/shared/scans/fixture.ts',
    "import '../settings/settings.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/shared/i18n/fixture.ts',
    "import '../text-checks/moderation-labels.ts';",
    'import-x/no-restricted-paths',
  ],
  [
    'src/shared/video/fixture.ts',
    "import '../image/fit-reasons.ts';",
    'import-x/no-restricted-paths',
  ],
  ['src/shared/text/fixture.ts', "import '../i18n/translator.ts';", 'import-x/no-restricted-paths'],
];

const allowed: [file: string, code: string][] = [
  ['src/api/fixture.ts', "import '../core/errors.ts';"],
  ['src/shared/fixture.ts', "import '../api/index.ts';\nimport '../core/base64.ts';"],
  ['src/platform/fixture.ts', "import '../shared/settings/settings.ts';"],
  ['src/platform/browser-fixture.ts', "import '../platform/browser.ts';"],
  ['src/relay/node/fixture.ts', "import 'node:fs';\nimport '../relay-app.ts';"],
  ['src/background/fixture.ts', "import '../content/content-script.ts?iife';"],
  [
    'src/background/scan/fixture.ts',
    "import '../image/image-source.ts';\nimport '../engine/exclusive.ts';\nimport '../stores/history-store.ts';",
  ],
  ['src/background/triggers/fixture.ts', "import '../scan/scan-starts.ts';"],
  [
    'src/background/i18n/fixture.ts',
    "import '../settings/effective-settings.ts';\nimport '../stores/worker-log.ts';",
  ],
  ['src/background/scan/fixture.ts', "import '../../relay-protocol/relay-urls.ts';"],
  ['src/relay/fixture.ts', "import '../relay-protocol/relay-protocol.ts';"],
  ['src/popup/fixture.ts', "import '../ui/error-notice.tsx';\nimport '../platform/messaging.ts';"],
  [
    'src/offscreen/fixture.ts',
    "import '../shared/pdf/pdf-layout.ts';\nimport './pdf/pdf-text.ts';\nimport '../platform/listen.ts';",
  ],
  [
    'src/content/videos/fixture.ts',
    "import '../page/own-host.ts';\nimport '../../shared/video/video-findings.ts';",
  ],
  ['src/content/fixture.ts', "import './marks/highlights.ts';\nimport './page/content-log.ts';"],
  [
    'src/shared/messages/fixture.ts',
    "import '../checks/check-record.ts';\nimport '../text-checks/highlight-names.ts';\nimport '../text/text-map.ts';",
  ],
  [
    'src/shared/checks/fixture.ts',
    "import '../settings/settings.ts';\nimport '../video/video-findings.ts';\nimport '../i18n/translator.ts';",
  ],
  ['src/shared/heatmap/fixture.ts', "import '../mask/rle.ts';\nimport './heatmap-grid.ts';"],
];

describe('import boundaries', () => {
  it.each(forbidden)(
    '%s: `%s` is refused by %s',
    async (file, code, rule) => {
      expect(await ruleIds(file, code)).toContain(rule);
    },
    SLOW,
  );

  it.each(allowed)(
    '%s: `%s` is allowed',
    async (file, code) => {
      expect(await ruleIds(file, code)).toEqual([]);
    },
    SLOW,
  );

  it('puts every folder of src/shared on one floor, and no file loose beside them', async () => {
    // Read as data: the zones file is plain JavaScript, outside the TypeScript project.
    const zones: unknown = await import(new URL('../../../eslint.zones.js', import.meta.url).href);
    const { SHARED_FLOORS } = v.parse(
      v.object({ SHARED_FLOORS: v.array(v.object({ folders: v.array(v.string()) })) }),
      zones,
    );
    const entries = readdirSync(`${root}src/shared`, { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const onFloors = SHARED_FLOORS.flatMap((floor) => floor.folders);
    expect([...folders].sort()).toEqual([...onFloors].sort());
    expect(new Set(onFloors).size).toBe(onFloors.length);
    expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toEqual(['README.md']);
  });

  it(
    'keeps the browser-API fence on every file of src/shared (no later block replaces it)',
    async () => {
      for (const file of ['src/shared/mask/rle.ts', 'src/shared/scans/url-scan-state.ts']) {
        const config = (await eslint.calculateConfigForFile(file)) as {
          rules: Record<string, unknown>;
        };
        expect(config.rules['no-restricted-imports']).toBeDefined();
        expect(config.rules['import-x/no-restricted-paths']).toBeDefined();
        expect(config.rules['no-restricted-globals']).toBeDefined();
      }
    },
    SLOW,
  );
});
