/**
 * Copies the real editor libraries the e2e pages load into test/e2e/pages/editors/<name>/, from
 * the npm registry (`npm pack`, then the files a page needs and the package's licence), so the
 * journeys run against the editors people use and not against look-alikes. The files are
 * committed (the tests run offline); run this to refresh them or move to another version:
 *
 *   npx tsx scripts/vendor-editors.ts
 *
 * TinyMCE is GPL-2.0-or-later (its `license.md`, kept beside it); a page loading it says
 * `license_key: 'gpl'`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGES = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test',
  'e2e',
  'pages',
  'editors',
);

interface Vendored {
  /** The package and its exact version. */
  spec: string;
  /** What a page loads, and the licence, by path inside the package. */
  files: string[];
}

const EDITORS: Record<string, Vendored> = {
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

for (const [name, { spec, files }] of Object.entries(EDITORS)) {
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
