/**
 * Bundled into a test page by bench-marks.ts: paints 3,000 spans on the page's text the way the
 * content script does, then times what keeping them true costs, against what the other way
 * (boxes in our own shadow root over each range's client rects) would cost.
 */
import { applyHighlights, clearHighlights } from '../src/content/marks/highlights.ts';
import { checkMarks } from '../src/content/marks/mark-watch.ts';
import { readPageText } from '../src/content/reading/page-text.ts';
import { renderedLayout } from '../src/content/reading/rendered-layout.ts';
import {
  type HighlightSpan,
  HIGHLIGHT_KINDS,
  highlightCss,
  newHighlightToken,
} from '../src/shared/text-checks/highlight-names.ts';
import english from '../public/_locales/en/messages.json';
import { pageWords } from '../src/shared/messages/page-words.ts';
import { createTranslator } from '../src/shared/i18n/translator.ts';

/** The legend's words, as the worker sends them in English. */
const ENGLISH_WORDS = pageWords(createTranslator('en', english, english));

export interface MarksTiming {
  spans: number;
  ranges: number;
  paintMs: number;
  /** One check of the marks each, while nothing changed. */
  checkMs: number[];
  /** One check that found a swap and put it right. */
  repairMs: number;
  /** Overlay boxes: every range's client rects after a reflow (layout included). */
  rectsMs: number;
  rects: number;
  /** Frame intervals while scrolling, with the marks (and their guard) and without. */
  framesMarked: number[];
  framesPlain: number[];
}

const SPANS = 3000;

async function scrollFrames(count: number): Promise<number[]> {
  scrollTo(0, 0);
  const intervals: number[] = [];
  let last = await nextFrame();
  for (let i = 0; i < count; i++) {
    scrollBy(0, 120);
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  return intervals;
}

const nextFrame = (): Promise<number> => new Promise((done) => requestAnimationFrame(done));

/** After the next frame was rendered (a frame callback runs before its rendering). */
const rendered = async (): Promise<void> => {
  await nextFrame();
  await nextFrame();
};

async function measure(): Promise<MarksTiming> {
  const map = await readPageText(document, renderedLayout());
  const token = newHighlightToken();
  const style = document.createElement('style');
  style.textContent = highlightCss(token);
  document.head.append(style);
  const step = Math.floor(map.text.length / SPANS);
  const spans: HighlightSpan[] = [];
  for (let i = 0; i < SPANS; i++) {
    // Sections alternate AI and human; every tenth also carries a moderation label.
    spans.push({ start: i * step, length: Math.floor(step * 0.9), kind: i % 2 ? 'human' : 'ai' });
    if (i % 10 === 0) spans.push({ start: i * step, length: 40, kind: HIGHLIGHT_KINDS[2]! });
  }
  let started = performance.now();
  const reply = applyHighlights('check', map, spans, token, ENGLISH_WORDS);
  const paintMs = performance.now() - started;

  const checkMs: number[] = [];
  for (let i = 0; i < 30; i++) {
    // Checks run half a second apart, the page rendered between them.
    await rendered();
    started = performance.now();
    checkMarks();
    checkMs.push(performance.now() - started);
  }
  const [ai, human] = [0, 1].map((k) => CSS.highlights.get(`${token}${k}`)!);
  const moved = [...ai!][0]!;
  ai!.delete(moved);
  human!.add(moved);
  await rendered();
  started = performance.now();
  checkMarks();
  const repairMs = performance.now() - started;

  const live: Range[] = [];
  for (const k of [0, 1, 2]) {
    for (const r of CSS.highlights.get(`${token}${k}`) ?? []) {
      const range = document.createRange();
      range.setStart(r.startContainer, r.startOffset);
      range.setEnd(r.endContainer, r.endOffset);
      live.push(range);
    }
  }
  document.body.style.maxWidth = '700px'; // a reflow, as a resize or a late ad makes
  started = performance.now();
  let rects = 0;
  for (const range of live) rects += range.getClientRects().length;
  const rectsMs = performance.now() - started;
  document.body.style.maxWidth = '';

  const framesMarked = await scrollFrames(90);
  clearHighlights();
  const framesPlain = await scrollFrames(90);
  return {
    spans: spans.length,
    ranges: reply.applied,
    paintMs,
    checkMs,
    repairMs,
    rectsMs,
    rects,
    framesMarked,
    framesPlain,
  };
}

(globalThis as { measureMarks?: () => Promise<MarksTiming> }).measureMarks = measure;
