import { describe, expect, it } from 'vitest';
import {
  chromePackageProblems,
  type PackageFiles,
} from '../../../scripts/package/chrome-package-rules.ts';

const bytes = (value: unknown): Uint8Array =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

/** A PNG header claiming `size`×`size` (all the rules read). */
function png(size: number): Uint8Array {
  const header = new Uint8Array(24);
  header.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(header.buffer);
  view.setUint32(16, size);
  view.setUint32(20, size);
  return header;
}

const MANIFEST = {
  manifest_version: 3,
  name: '__MSG_extName__',
  description: '__MSG_extDescription__',
  version: '1.2.3',
  default_locale: 'en',
  icons: { '128': 'icons/icon-128.png' },
  action: { default_popup: 'src/popup/index.html' },
  background: { service_worker: 'service-worker-loader.js', type: 'module' },
};

function pack(
  changes: { manifest?: object; files?: Record<string, Uint8Array | undefined> } = {},
): PackageFiles {
  const files: Record<string, Uint8Array | undefined> = {
    'manifest.json': bytes({ ...MANIFEST, ...changes.manifest }),
    '_locales/en/messages.json': bytes({
      extName: { message: 'Authenticity Lens' },
      extDescription: { message: 'Check text and images.' },
    }),
    '_locales/fr/messages.json': bytes({
      extName: { message: 'Authenticity Lens' },
      extDescription: { message: 'Vérifiez textes et images.' },
    }),
    'icons/icon-128.png': png(128),
    'src/popup/index.html': bytes('<script type="module" src="/assets/popup.js"></script>'),
    'service-worker-loader.js': bytes("import './assets/worker.js';"),
    ...changes.files,
  };
  return new Map(
    Object.entries(files).filter((entry): entry is [string, Uint8Array] => entry[1] !== undefined),
  );
}

describe("Chrome's package rules", () => {
  it('pass a package that keeps them', () => {
    expect(chromePackageProblems(pack())).toEqual([]);
  });

  it('measure the name and description in every language, as the store does', () => {
    const long = 'é'.repeat(133);
    const files = pack({
      files: {
        '_locales/fr/messages.json': bytes({
          extName: { message: 'Authenticity Lens' },
          extDescription: { message: long },
        }),
      },
    });
    expect(chromePackageProblems(files)).toEqual([
      'description is 133 characters in fr (at most 132)',
    ]);
  });

  it('refuse a message the manifest names but a catalogue lacks', () => {
    const files = pack({ manifest: { description: '__MSG_missing__' } });
    expect(chromePackageProblems(files)).toEqual([
      'description is empty in en',
      'description is empty in fr',
    ]);
  });

  it('refuse reserved names, source maps and remote scripts', () => {
    const files = pack({
      files: {
        'assets/_virtual.js': bytes(''),
        'assets/popup.js.map': bytes('{}'),
        'src/options/index.html': bytes('<script src="https://cdn.example/x.js"></script>'),
      },
    });
    expect(chromePackageProblems(files)).toEqual([
      'assets/_virtual.js: names beginning with "_" are reserved, Chrome refuses to load it',
      'assets/popup.js.map: a source map (store packages carry none)',
      'src/options/index.html loads a script from elsewhere (remote code is refused)',
    ]);
  });

  it('want every file the manifest names, a 128 px icon and a version Chrome reads', () => {
    const files = pack({
      manifest: { version: '1.2.3.4.5' },
      files: { 'icons/icon-128.png': png(96), 'service-worker-loader.js': undefined },
    });
    expect(chromePackageProblems(files)).toEqual([
      'version "1.2.3.4.5" is not 1 to 4 integers up to 65535',
      'the manifest names service-worker-loader.js, not in the package',
      'no 128×128 PNG icon (icons["128"]), which the store lists',
    ]);
  });
});
