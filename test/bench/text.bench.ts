// @vitest-environment jsdom
import { bench, describe } from 'vitest';
import { markupLayout } from '../../src/shared/text/text-layout.ts';
import { walkText } from '../../src/content/reading/text-walk.ts';
import { alignPieces } from '../../src/content/reading/align-text.ts';
import { splitText } from '../../src/shared/text-checks/split-text.ts';
import { TextMapBuilder } from '../../src/shared/text/text-map-builder.ts';
import { toDomPieces } from '../../src/shared/text/text-map.ts';

const SENTENCE = 'The quick brown fox jumps over the lazy dog near the quiet river bank. ';

/** About 1 MB of page text in 5000 indented paragraphs with inline markup, like a long article. */
function buildPage(): HTMLElement {
  const root = document.createElement('article');
  const html: string[] = [];
  for (let i = 0; i < 5000; i++) {
    html.push(
      `\n        <p>\n          ${SENTENCE}<b>Paragraph ${i}</b> ${SENTENCE.repeat(2)}\n        </p>`,
    );
  }
  root.innerHTML = html.join('');
  document.body.append(root);
  return root;
}

const buildMap = (root: Node) => {
  const builder = new TextMapBuilder();
  walkText(root, builder, { layout: markupLayout });
  return builder.build();
};

const page = buildPage();
const map = buildMap(page);
const sections = Array.from({ length: 1000 }, (_, i) => ({
  start: Math.floor((i * map.text.length) / 1000),
  length: 400,
}));
const megabyte = SENTENCE.repeat(Math.ceil(1_000_000 / SENTENCE.length));

const liveData: string[] = [];
const walker = document.createTreeWalker(page, 4);
for (let node = walker.nextNode(); node; node = walker.nextNode())
  liveData.push((node as Text).data);
// Readability's retry: every node re-created, none known; white space between blocks dropped.
const rebuilt = liveData.filter((d) => d.trim().length > 0).map((data) => ({ data }));

describe(`text ranges (${(map.text.length / 1e6).toFixed(2)} M chars, ${map.segments.length} segments, ${liveData.length} text nodes)`, () => {
  bench('map 1000 sections to DOM pieces', () => {
    for (const { start, length } of sections) toDomPieces(map, start, length);
  });
  bench('build the text map of the page (white space collapsed)', () => {
    buildMap(page);
  });
  bench('trace every node of a rebuilt copy back to the page', () => {
    alignPieces(liveData, rebuilt);
  });
});

describe('splitting', () => {
  bench('split 1 MB of text at sentence ends', () => {
    splitText(megabyte);
  });
});
