/**
 * Reading a page's text in Chromium, as a whole-page check does: the visibility test of every
 * text node, Readability with the tracing back to the page, and mapping 1000 sections to painted
 * pieces. On the news fixture (with 1.26 M hidden characters) and a generated 1 MB article with
 * ads between its paragraphs. Prints medians; asserts nothing.
 */
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM } from '../test/e2e/support/chromium.ts';
import { startPageServer } from '../test/e2e/support/page-server.ts';
import type { Timing } from './bench-page-text-entry.ts';

const RUNS = 7;

const SENTENCE = 'The quick brown fox jumps over the lazy dog near the quiet river bank. ';

function longArticle(): Uint8Array {
  const parts: string[] = [];
  for (let i = 0; i < 4000; i++) {
    parts.push(
      `\n          <p>\n            ${SENTENCE.repeat(2)}<a href="/p/${i}">link ${i}</a> ${SENTENCE.repeat(1)}<em>aside</em> ${SENTENCE}\n          </p>`,
    );
    if (i % 10 === 9)
      parts.push(`<div class="story-ad-slot"><span>Advertisement</span> Buy now ${i}</div>`);
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Long read</title></head>
    <body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
    <main><article><h1>A very long read</h1>${parts.join('')}</article></main>
    <footer>Site map · About · Contact</footer></body></html>`;
  return new TextEncoder().encode(html);
}

const bundled = await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    write: false,
    minify: true,
    lib: { entry: 'scripts/bench-page-text-entry.ts', formats: ['iife'], name: 'benchPageText' },
  },
});
const output = (Array.isArray(bundled) ? bundled[0] : bundled) as { output: { code?: string }[] };
const code = output.output[0]?.code ?? '';

const pages = await startPageServer({ '/long-read.html': longArticle() });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const path of ['corpus/news-article.html', 'long-read.html']) {
    const page = await browser.newPage();
    await page.goto(pages.url(path));
    await page.addScriptTag({ content: code });
    const runs: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(
        await page.evaluate(() =>
          (globalThis as unknown as { measurePageText: () => never }).measurePageText(),
        ),
      );
    }
    const median = (key: 'readabilityMs' | 'readMs' | 'visibleMs' | 'mapMs'): string =>
      `${[...runs.map((r) => r[key])].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!.toFixed(1)} ms`;
    const last = runs[runs.length - 1]!;
    console.log(
      `${path}: ${last.textNodes} text nodes, ${last.chars} chars read, ${last.segments} segments — ` +
        `visibility of every text node ${median('visibleMs')}, whole read ${median('readMs')} ` +
        `(Readability alone on a copy: ${median('readabilityMs')}), ` +
        `1000 sections to pieces ${median('mapMs')} (median of ${RUNS})`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await pages.close();
}
