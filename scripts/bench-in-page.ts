/**
 * What the in-page benchmarks share: their entry bundled as one script to add to a test page, a
 * headless Debian Chromium, and the pages served (the fixtures plus the generated long read).
 */
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM } from '../test/e2e/support/chromium.ts';
import { startPageServer, type PageServer } from '../test/e2e/support/page-server.ts';
import { longArticle } from './long-article.ts';

/** The entry module (and what it imports) as one minified script for `page.addScriptTag`. */
export async function pageScript(entry: string): Promise<string> {
  const bundled = await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'bench' } },
  });
  const output = (Array.isArray(bundled) ? bundled[0] : bundled) as {
    output: { code?: string }[];
  };
  return output.output[0]?.code ?? '';
}

export async function benchBrowser(): Promise<{ browser: Browser; pages: PageServer }> {
  const pages = await startPageServer({ '/long-read.html': longArticle() });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  return { browser, pages };
}
