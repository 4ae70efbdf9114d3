import { browser } from '../../platform/browser.ts';
import { isTextCheck, type CheckRecord, type TextCheck } from '../../shared/checks/check-record.ts';
import { paintReports, type HighlightReply } from '../../shared/text-checks/paint-report.ts';
import { highlightSpans, readTextResult } from '../../shared/checks/text-results.ts';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import {
  type HighlightSpan,
  highlightCss,
  newHighlightToken,
  type MarkLayer,
} from '../../shared/text-checks/highlight-names.ts';
import { frameKey, frameOfSource, type TabFrame } from '../../shared/frames/tab-frame.ts';
import { askTab } from '../tabs/ask-tab.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { announceUpdate } from '../engine/check-updates.ts';
import { HIGHLIGHT_SHEET_ORIGIN } from './highlight-sheet-origin.ts';
import { pageWords } from '../../shared/messages/page-words.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { workerTranslator } from '../i18n/worker-translator.ts';

/**
 * Documents (a tab's top frame, or a frame in it) given the highlight stylesheet during this
 * worker's life, with the random token its highlight names are made from (a repeat of the
 * stylesheet is harmless). Kept as the promise, so two paints at once share one token rather
 * than each making its own.
 */
const styled = new Map<string, Promise<string | undefined>>();

/** The document's token, its stylesheet inserted first; undefined when the page refused it. */
function tokenFor(frame: TabFrame): Promise<string | undefined> {
  const key = frameKey(frame);
  const known = styled.get(key);
  if (known) return known;
  const token = newHighlightToken();
  const inserted = browser.scripting
    .insertCSS({
      target: { tabId: frame.tabId, frameIds: [frame.frameId ?? 0] },
      css: highlightCss(token),
      origin: HIGHLIGHT_SHEET_ORIGIN,
    })
    .then(
      () => token,
      () => {
        if (styled.get(key) === inserted) styled.delete(key);
        return undefined;
      },
    );
  styled.set(key, inserted);
  return inserted;
}

interface Painted {
  check: TextCheck;
  spans: HighlightSpan[];
}

/**
 * Paints the finished checks of one read text on its tab: AI and human sections as backgrounds,
 * moderation spans underlined. The stylesheet is inserted by the browser, which page CSP cannot
 * block, in the origin where page styles cannot override it (HIGHLIGHT_SHEET_ORIGIN). How each check's spans fared is kept on its record, so the popup can
 * say when some could not be shown, and why.
 */
export async function paintResults(checks: CheckRecord[]): Promise<Result<{ applied: number }>> {
  const first = checks.find((c) => c.source.tabId !== undefined && c.source.textId);
  const tabId = first?.source.tabId;
  const textId = first?.source.textId;
  if (!first || tabId === undefined || textId === undefined) {
    await reportUnmappable(checks);
    return ok({ applied: 0 });
  }
  const t = await workerTranslator();
  const painted: Painted[] = [];
  for (const check of checks.filter(isTextCheck)) {
    const result = check.source.textId === textId ? readTextResult(check) : undefined;
    if (result) painted.push({ check, spans: spoken(highlightSpans([result], t), check.input, t) });
  }
  const spans = painted.flatMap((p) => p.spans);
  if (spans.length === 0) return ok({ applied: 0 });
  // The page fought these marks until they were taken off: a later check of the group finishing
  // does not put them back for it to forge again (a new check of the page paints anew).
  if (painted.some((p) => p.check.marksRemovedAt !== undefined)) return ok({ applied: 0 });
  // Painted in the document it was read in: the top frame, or the frame holding it.
  const frame = frameOfSource(tabId, first.source);
  const token = await tokenFor(frame);
  if (token === undefined) {
    await keepReports(painted, undefined);
    return err(appError('permission', 'The page can no longer be marked up; check it again.'));
  }
  const reply = await askTab(frame, 'content/highlight', {
    textId,
    layer: 'check',
    spans,
    token,
    words: pageWords(t),
  });
  await keepReports(painted, reply.ok ? reply.value : undefined);
  return reply.ok ? ok({ applied: reply.value.applied }) : reply;
}

async function keepReports(painted: Painted[], reply: HighlightReply | undefined): Promise<void> {
  const store = await openHistoryStore();
  const reports = paintReports(painted, reply);
  const changed: string[] = [];
  for (const [i, { check }] of painted.entries()) {
    const report = reports[i];
    if (!report || JSON.stringify(check.painted) === JSON.stringify(report)) continue;
    await store.update(check.id, (record) =>
      isTextCheck(record) ? { ...record, painted: report } : record,
    );
    changed.push(check.id);
  }
  if (changed.length > 0) await announceUpdate(changed);
}

/**
 * A selection read from a form field, or a PDF's text (its selection from the browser's menu, or
 * the file read whole), has no map to the page (its text checks carry no textId): its spans cannot be painted, which the popup says
 * rather than leaving the page blank.
 */
async function reportUnmappable(checks: CheckRecord[]): Promise<void> {
  const painted: Painted[] = [];
  for (const check of checks.filter(isTextCheck)) {
    // A Google Doc or a linked file is never painted, and its results say so once for the
    // group (not per check).
    if (check.source.unpainted === 'google-doc' || check.source.unpainted === 'document') continue;
    const known = check.source.origin === 'selection' || check.source.unpainted !== undefined;
    const result = known && !check.source.textId && readTextResult(check);
    if (result) painted.push({ check, spans: highlightSpans([result]) });
  }
  const first = painted[0];
  if (!first) return;
  const spans = painted.flatMap((p) => p.spans);
  await keepReports(painted, {
    applied: 0,
    outcomes: spans.map(() => 'missing'),
    reason: first.check.source.unpainted ?? 'form-field',
  });
}

/**
 * Paints spans of another layer (a plagiarism scan's matched passages) on the text read under
 * `textId` in `frame`, leaving the other layer's marks there; answers how they fared.
 */
export async function paintSpans(
  frame: TabFrame,
  textId: string,
  layer: MarkLayer,
  spans: HighlightSpan[],
): Promise<Result<HighlightReply>> {
  const token = await tokenFor(frame);
  if (token === undefined) {
    return err(appError('permission', 'The page can no longer be marked up; check it again.'));
  }
  const words = pageWords(await workerTranslator());
  return askTab(frame, 'content/highlight', { textId, layer, spans, token, words });
}

/** Each AI phrase with what a screen reader says on it: its own words, then its figures. */
function spoken(spans: HighlightSpan[], input: string, t: Translator): HighlightSpan[] {
  return spans.map((span) => {
    if (span.kind !== 'phrase' || !span.tip) return span;
    const words = input
      .slice(span.start, span.start + span.length)
      .replace(/\s+/g, ' ')
      .trim();
    return { ...span, label: t.t('phrase_spoken', words, span.tip) };
  });
}

/**
 * Takes the highlight stylesheet out of a document whose page kept interfering with the marks
 * (they were taken off): what it registers under our names then paints as nothing of ours. The
 * next painting there inserts a new sheet, under a new token.
 */
export async function unstyleDocument(frame: TabFrame): Promise<void> {
  const key = frameKey(frame);
  const token = await styled.get(key);
  styled.delete(key);
  if (token === undefined) return;
  await browser.scripting
    .removeCSS({
      target: { tabId: frame.tabId, frameIds: [frame.frameId ?? 0] },
      css: highlightCss(token),
      origin: HIGHLIGHT_SHEET_ORIGIN,
    })
    .catch(() => undefined); // the document is gone, and its sheet with it
}

/** The tab loaded another page: its documents' stylesheets are gone with it. */
export function forgetStyledTab(tabId: number): void {
  for (const key of styled.keys()) if (key.startsWith(`${tabId}:`)) styled.delete(key);
}
