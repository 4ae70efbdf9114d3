// @vitest-environment jsdom
import { bench, describe } from 'vitest';
import { splitText } from '../../src/shared/text/split-text.ts';
import { buildTextMap, toDomSpan } from '../../src/shared/text/text-map.ts';

const SENTENCE = 'The quick brown fox jumps over the lazy dog near the quiet river bank. ';

/** About 1 MB of page text in 5000 paragraphs with inline markup, like a long article. */
function buildPage(): HTMLElement {
  const root = document.createElement('article');
  const html: string[] = [];
  for (let i = 0; i < 5000; i++) {
    html.push(`<p>${SENTENCE.repeat(1)}<b>Paragraph ${i}</b> ${SENTENCE.repeat(2)}</p>`);
  }
  root.innerHTML = html.join('');
  document.body.append(root);
  return root;
}

const page = buildPage();
const map = buildTextMap(page);
const sections = Array.from({ length: 1000 }, (_, i) => ({
  start: Math.floor((i * map.text.length) / 1000),
  length: 400,
}));
const megabyte = SENTENCE.repeat(Math.ceil(1_000_000 / SENTENCE.length));

describe(`text ranges (${(map.text.length / 1e6).toFixed(2)} M chars, ${map.segments.length} text nodes)`, () => {
  bench('map 1000 sections to DOM positions', () => {
    for (const { start, length } of sections) toDomSpan(map, start, length);
  });
  bench('build the text map of the page', () => {
    buildTextMap(page);
  });
});

describe('splitting', () => {
  bench('split 1 MB of text at sentence ends', () => {
    splitText(megabyte);
  });
});
