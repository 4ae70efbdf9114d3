/**
 * Bundled into a test page by bench-page-text.ts: reads the page's text the way the content
 * script does (live layout, Readability, tracing back to the page) and times each part.
 */
import { Readability } from '@mozilla/readability';
import { readPageText } from '../src/content/features/page-text.ts';
import { renderedLayout } from '../src/content/features/rendered-layout.ts';
import { toDomPieces } from '../src/shared/text/text-map.ts';

export interface Timing {
  readabilityMs: number;
  readMs: number;
  visibleMs: number;
  mapMs: number;
  chars: number;
  segments: number;
  textNodes: number;
}

function measure(): Timing {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let started = performance.now();
  const layout = renderedLayout();
  for (const node of nodes) layout.isRendered(node);
  const visibleMs = performance.now() - started;
  started = performance.now();
  new Readability(document.cloneNode(true) as Document).parse();
  const readabilityMs = performance.now() - started;
  started = performance.now();
  const map = readPageText(document, renderedLayout());
  const readMs = performance.now() - started;
  started = performance.now();
  for (let i = 0; i < 1000; i++) {
    toDomPieces(map, Math.floor((i * map.text.length) / 1000), 400);
  }
  const mapMs = performance.now() - started;
  return {
    readabilityMs,
    readMs,
    visibleMs,
    mapMs,
    chars: map.text.length,
    segments: map.segments.length,
    textNodes: nodes.length,
  };
}

(globalThis as { measurePageText?: () => Timing }).measurePageText = measure;
