/**
 * Puts the real editor libraries the e2e pages load into test/e2e/pages/editors/<name>/, from
 * the npm registry, so the journeys run against the editors people use and not against
 * look-alikes. The files are committed (the tests run offline, CI never asks the registry); run
 * this to refresh them or move to another version:
 *
 *   npx tsx scripts/vendor-editors.ts
 *
 * Two kinds:
 * - TinyMCE ships ready-made scripts: `npm pack`, then the files a page needs and its licence.
 *   It is GPL-2.0-or-later (its `license.md`, kept beside it); a page loading it says
 *   `license_key: 'gpl'`.
 * - Tiptap 3 (ProseMirror), CodeMirror 6 and Lexical (with @lexical/react on React) are ES
 *   modules with dependencies: they are installed at the exact versions below in a temporary
 *   folder, and each editor's small entry (`scripts/editor-entries/<name>.mjs`, the set-up a site
 *   writes) is bundled by esbuild into one minified script, `<name>/<name>.min.js`, that puts its
 *   exports on a global (`window.<global>`). Beside it, `licenses.txt` names every package in the
 *   bundle with its version and holds its licence text (all MIT, React and Lexical by Meta).
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The esbuild vite and tsx bring (not a dependency of its own).
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGES = join(ROOT, 'test', 'e2e', 'pages', 'editors');
const ENTRIES = join(ROOT, 'scripts', 'editor-entries');

interface Copied {
  /** The package and its exact version. */
  spec: string;
  /** What a page loads, and the licence, by path inside the package. */
  files: string[];
}

interface Bundled {
  /** The packages the entry imports, at exact versions (npm resolves what they depend on). */
  specs: string[];
  /** The global the bundle's exports go on. */
  global: string;
}

const COPIED: Record<string, Copied> = {
  // Its default: the classic editor, the document in an about:blank iframe with a
  // contenteditable body. It loads its theme, model, icons and skins from beside itself.
  tinymce: {
    spec: 'tinymce@8.9.2',
    files: [
      'license.md',
      'notices.txt',
      'tinymce.min.js',
      'themes/silver/theme.min.js',
      'models/dom/model.min.js',
      'icons/default/icons.min.js',
      'skins/ui/oxide/skin.min.css',
      'skins/ui/oxide/content.min.css',
      'skins/content/default/content.min.css',
    ],
  },
};

const BUNDLED: Record<string, Bundled> = {
  // ProseMirror underneath, with the StarterKit most sites start from.
  tiptap: {
    specs: ['@tiptap/core@3.35.0', '@tiptap/starter-kit@3.35.0', '@tiptap/pm@3.35.0'],
    global: 'TiptapEditor',
  },
  // `basicSetup` (line numbers, folding, search, its own drawn selection…) and JavaScript.
  codemirror: {
    specs: [
      'codemirror@6.0.2',
      '@codemirror/view@6.43.15',
      '@codemirror/state@6.7.6',
      '@codemirror/commands@6.11.1',
      '@codemirror/language@6.13.1',
      '@codemirror/autocomplete@6.20.4',
      '@codemirror/lint@6.9.8',
      '@codemirror/search@6.7.2',
      '@codemirror/lang-javascript@6.2.5',
    ],
    global: 'CodeMirrorEditor',
  },
  // React-based: Lexical's rich text through @lexical/react, on React 19.
  lexical: {
    specs: [
      'lexical@0.52.0',
      '@lexical/react@0.52.0',
      '@lexical/rich-text@0.52.0',
      'react@19.3.1',
      'react-dom@19.3.1',
    ],
    global: 'LexicalEditor',
  },
};

function copyPackage(name: string, { spec, files }: Copied): void {
  const work = mkdtempSync(join(tmpdir(), 'vendor-editor-'));
  try {
    execFileSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${spec} made no tarball`);
    execFileSync('tar', ['-xzf', join(work, tarball), '-C', work]);
    const out = join(PAGES, name);
    rmSync(out, { recursive: true, force: true });
    for (const file of files) {
      mkdirSync(dirname(join(out, file)), { recursive: true });
      cpSync(join(work, 'package', file), join(out, file));
    }
    console.log(`${spec}: ${files.length} files in ${out}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The folder of the package a bundled file came from (`…/node_modules/@scope/name`). */
const PACKAGE_DIR = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//;
const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;

/** Each package in the bundle (name@version, licence and its text), sorted by name. */
function licences(inputs: string[], work: string): string {
  const dirs = new Set<string>();
  for (const input of inputs) {
    const dir = PACKAGE_DIR.exec(input)?.[1];
    if (dir) dirs.add(join(work, dir));
  }
  const parts = [...dirs]
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name: string;
        version: string;
        license?: string;
      };
      const file = readdirSync(dir).find((f) => LICENCE_FILE.test(f));
      if (!file) throw new Error(`${pkg.name} ships no licence file`);
      const text = readFileSync(join(dir, file), 'utf8').trim();
      return { name: pkg.name, head: `${pkg.name}@${pkg.version} (${pkg.license ?? '?'})`, text };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    'The packages bundled in this folder’s script (scripts/vendor-editors.ts), and their licences.',
    '',
    ...parts.map((p) => `${p.head}\n${p.head.replace(/./g, '=')}\n\n${p.text}\n`),
  ].join('\n');
}

async function bundlePackages(editors: Record<string, Bundled>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'vendor-editors-'));
  try {
    const specs = Object.values(editors).flatMap((e) => e.specs);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--silent', '--prefix', work, ...specs],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    for (const [name, { specs: named, global }] of Object.entries(editors)) {
      // Built from inside the temporary folder: its imports resolve to what was installed there,
      // never to the project's own node_modules.
      const entry = join(work, `${name}.mjs`);
      copyFileSync(join(ENTRIES, `${name}.mjs`), entry);
      const out = join(PAGES, name);
      rmSync(out, { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      const file = join(out, `${name}.min.js`);
      const result = await build({
        entryPoints: [entry],
        absWorkingDir: work,
        outfile: file,
        bundle: true,
        format: 'iife',
        globalName: global,
        minify: true,
        target: 'es2022',
        platform: 'browser',
        // React's and Lexical's production builds.
        define: { 'process.env.NODE_ENV': '"production"' },
        conditions: ['production'],
        // Their texts are in licenses.txt, which the banner names.
        legalComments: 'none',
        banner: {
          js: `/* ${named.join(' ')}, bundled by scripts/vendor-editors.ts; licences: licenses.txt */`,
        },
        metafile: true,
        logLevel: 'warning',
      });
      writeFileSync(join(out, 'licenses.txt'), licences(Object.keys(result.metafile.inputs), work));
      const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
      console.log(`${name}: ${(bytes / 1024).toFixed(0)} KiB in ${file}`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const asked = process.argv.slice(2);
const wanted = (name: string): boolean => asked.length === 0 || asked.includes(name);
for (const [name, editor] of Object.entries(COPIED)) if (wanted(name)) copyPackage(name, editor);
const bundled = Object.fromEntries(Object.entries(BUNDLED).filter(([name]) => wanted(name)));
if (Object.keys(bundled).length > 0) await bundlePackages(bundled);
