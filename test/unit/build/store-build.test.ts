import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closure, htmlScripts } from '../../../scripts/bundle-size.ts';

/**
 * The store build, made here into a folder of its own: what each runtime loads, and what the
 * package carries. The worker, the content script, the settings page and the popup are built as
 * separate module graphs (build/separate-graphs.ts); these are the properties that exists for.
 */
let dist = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lens-build-'));
  await build({
    configFile: resolve('vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { outDir: dist },
  });
}, 120_000);

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

const pageFiles = (page: string): string[] =>
  htmlScripts(dist, page).flatMap((script) => closure(dist, script));
const styleSheets = (page: string): string[] =>
  [...readFileSync(join(dist, page), 'utf8').matchAll(/href="\/?([^"]+\.css)"/g)].map(
    (m) => m[1] ?? '',
  );
// The bundler's own helpers (module interop, preloading) are shared by every graph.
const ownCode = (files: string[]): string[] =>
  files.filter((file) => !/\/(rolldown-runtime|helpers)-[\w-]+\.js$/.test(file));

describe('the store build', () => {
  it('the popup: its first screen in one chunk of its own, besides the shared helpers', () => {
    const popup = ownCode(pageFiles('src/popup/index.html'));
    expect(popup).toHaveLength(1);
    // The side panel is the same page opened another way.
    expect(ownCode(pageFiles('src/popup/panel.html'))).toEqual(popup);
  });

  it('the settings page shares no code or style sheet with the popup', () => {
    const popup = pageFiles('src/popup/index.html');
    const options = pageFiles('src/options/index.html');
    expect(ownCode(options).length).toBeGreaterThan(0);
    expect(ownCode(options).filter((file) => popup.includes(file))).toEqual([]);
    const popupStyles = styleSheets('src/popup/index.html');
    expect(styleSheets('src/options/index.html').filter((s) => popupStyles.includes(s))).toEqual(
      [],
    );
  });

  it('the worker shares no code with the pages', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
      background: { service_worker: string };
    };
    const worker = ownCode(closure(dist, manifest.background.service_worker));
    const pages = [...pageFiles('src/popup/index.html'), ...pageFiles('src/options/index.html')];
    expect(worker.filter((file) => pages.includes(file))).toEqual([]);
  });

  it('the package carries only scripts that something loads, at start or on demand', () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as {
      background: { service_worker: string };
    };
    const scripts = readdirSync(join(dist, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/${name}`);
    const reached = new Set<string>();
    const visit = (file: string): void => {
      if (reached.has(file)) return;
      reached.add(file);
      const code = readFileSync(join(dist, file), 'utf8');
      // Static imports, dynamic ones and preload lists all name the chunk's file.
      for (const other of scripts) if (code.includes(other.slice('assets/'.length))) visit(other);
    };
    visit(manifest.background.service_worker);
    // The hidden page that reads PDFs is opened by the worker, by its path.
    const offscreen = 'src/offscreen/offscreen.html';
    for (const page of [
      'src/popup/index.html',
      'src/popup/panel.html',
      'src/options/index.html',
      offscreen,
    ]) {
      htmlScripts(dist, page).forEach(visit);
    }
    const opensIt = [...reached].some((file) =>
      readFileSync(join(dist, file), 'utf8').includes(offscreen),
    );
    expect(opensIt).toBe(true);
    expect(scripts.filter((file) => !reached.has(file))).toEqual([]);
  });

  it('a page still has every style rule it uses: the base styles reach both pages', () => {
    // `ui/base.css` is imported by both pages; each graph must carry its own copy.
    const css = (page: string): string =>
      styleSheets(page)
        .map((sheet) => readFileSync(join(dist, sheet), 'utf8'))
        .join('');
    const baseRule = /\.notice-error\{/;
    expect(css('src/popup/index.html')).toMatch(baseRule);
    expect(css('src/options/index.html')).toMatch(baseRule);
  });
});
