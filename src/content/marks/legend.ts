import { ownHost } from '../page/own-host.ts';
import type { PageWords } from '../../shared/messages/text.ts';
import {
  HIGHLIGHT_STYLE,
  MARK_LAYERS,
  type HighlightKind,
  type MarkLayer,
} from '../../shared/text-checks/highlight-names.ts';

const HOST_ID = 'authenticity-lens-legend';

const CSS = `
:host { all: initial !important; display: block !important; position: fixed !important;
  inset: auto 16px 16px auto !important; z-index: 2147483647 !important; }
.legend { display: flex; flex-direction: column; gap: 6px; max-width: 420px; padding: 8px 10px;
  font: 13px/1.3 system-ui, sans-serif; color: #102020; background: #ffffffee;
  border: 1px solid #c9d3d3; border-radius: 8px; box-shadow: 0 2px 10px #0003; }
.row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.row + .row { border-top: 1px solid #c9d3d3; padding-top: 6px; }
.item { display: inline-flex; align-items: center; gap: 4px; }
.swatch { width: 14px; height: 10px; border-radius: 2px; }
.swatch.phrase { border-bottom: 3px double #102020; border-radius: 2px 2px 0 0; }
.changed { flex-basis: 100%; margin: 0; color: #8a1c00; font-weight: 600; }
button { font: inherit; border: 1px solid #0d7a78; background: #0d7a78; color: #fff;
  border-radius: 6px; padding: 2px 8px; cursor: pointer; }
`;

/** One layer's part of the legend: its colours and its clear button, and what the page did. */
interface Row {
  kinds: HighlightKind[];
  onClear: () => void;
  /** The page changed this layer's marks (put back), or fought them until they were taken off. */
  said?: 'changed' | 'removed' | undefined;
}

interface Shown {
  host: HTMLElement;
  box: HTMLElement;
  words: PageWords;
  /** In the order of MARK_LAYERS, whichever painted first, so the legend reads the same. */
  rows: Map<MarkLayer, Row>;
}

let shown: Shown | undefined;

/**
 * The legend's closed root, also kept under a well-known symbol in our isolated world (which
 * pages cannot read), so a later injection of this script and the extension's tests find it.
 */
const ROOT_KEY = Symbol.for('authenticity-lens.legend-root');
const world = globalThis as { [ROOT_KEY]?: ShadowRoot | undefined };

/**
 * A small legend of the highlight colours with a button to clear them, in a closed shadow root
 * (page styles cannot reach in) styled by a constructed stylesheet (page CSP does not block it).
 * Its host's own style is reset with !important from inside, which beats even the page's
 * !important rules aimed at it, so the page cannot hide it with CSS. It is shown in the top layer
 * (a manual popover), above anything the page stacks with z-index and out of reach of the
 * opacity, filters and transforms the page puts on its own elements. One legend serves every
 * layer of marks: a row each, whose button clears that layer only (named for it when both show).
 */
export function showLegend(
  layer: MarkLayer,
  kinds: HighlightKind[],
  words: PageWords,
  onClear: () => void,
): void {
  if (!shown) {
    const { host, root } = ownHost(HOST_ID, CSS);
    const box = document.createElement('div');
    box.className = 'legend';
    box.setAttribute('role', 'note');
    root.append(box);
    document.documentElement.append(host);
    raise(host);
    shown = { host, box, words, rows: new Map() };
    world[ROOT_KEY] = root;
  }
  shown.words = words;
  shown.rows.set(layer, { kinds, onClear });
  render(shown);
}

/** Takes one layer's row out of the legend; the legend goes with its last row. */
export function removeLegend(layer: MarkLayer): void {
  if (!shown?.rows.delete(layer)) return;
  if (shown.rows.size > 0) {
    render(shown);
    return;
  }
  shown.host.remove();
  shown = undefined;
  world[ROOT_KEY] = undefined;
  document.getElementById(HOST_ID)?.remove();
}

/** Says in the legend, once, that the page changed this layer's marks (they were put back). */
export function sayMarksChanged(layer: MarkLayer): void {
  const row = shown?.rows.get(layer);
  if (!shown || !row || row.said) return;
  row.said = 'changed';
  render(shown);
}

/**
 * Says in the legend that the page kept interfering, so this layer's marks were taken off, and
 * the popup holds the true result: its colours' key goes (no mark is left to explain), the note
 * and the button that closes its row stay.
 */
export function sayMarksRemoved(layer: MarkLayer): void {
  const row = shown?.rows.get(layer);
  if (!shown || !row) return;
  row.said = 'removed';
  render(shown);
}

function render({ box, words, rows }: Shown): void {
  box.setAttribute('aria-label', words.legend);
  box.lang = words.lang;
  box.dir = words.dir;
  const both = rows.size > 1;
  const parts: HTMLElement[] = [];
  for (const layer of MARK_LAYERS) {
    const row = rows.get(layer);
    if (!row) continue;
    const line = document.createElement('div');
    line.className = 'row';
    line.dataset['layer'] = layer;
    if (row.said) {
      const note = document.createElement('p');
      note.className = 'changed';
      note.setAttribute('role', 'alert');
      note.textContent = row.said === 'removed' ? words.removed : words.changed;
      line.append(note);
    }
    if (row.said !== 'removed') line.append(...row.kinds.map((kind) => swatch(kind, words)));
    const clear = document.createElement('button');
    clear.type = 'button';
    clear.textContent = both ? words.clearLayer[layer] : words.clear;
    clear.addEventListener('click', row.onClear);
    line.append(clear);
    parts.push(line);
  }
  box.replaceChildren(...parts);
}

function swatch(kind: HighlightKind, words: PageWords): HTMLElement {
  const item = document.createElement('span');
  item.className = 'item';
  const colour = document.createElement('span');
  colour.className = kind === 'phrase' ? 'swatch phrase' : 'swatch';
  colour.style.background = HIGHLIGHT_STYLE[kind].color;
  item.append(colour, words.kinds[kind] ?? HIGHLIGHT_STYLE[kind].name);
  return item;
}

/**
 * Puts the legend back where the page took it: out of the document, or out of the top layer.
 * Answers true then. A legend merely covered by something the page opened later (a dialog, a
 * popover of its own) is raised above it again without counting as tampering, since pages do
 * that for their own reasons; not in fullscreen, which is the reader's choice.
 */
export function keepLegend(): boolean {
  if (!shown) return false;
  const { host, box } = shown;
  let moved = false;
  if (host.parentNode !== document.documentElement) {
    document.documentElement.append(host);
    moved = true;
  }
  if (!host.matches(':popover-open')) moved = true;
  if (moved || (!document.fullscreenElement && covered(host, box))) raise(host);
  return moved;
}

function raise(host: HTMLElement): void {
  try {
    host.popover = 'manual';
    if (host.matches(':popover-open')) host.hidePopover();
    host.showPopover();
  } catch {
    // Not connected, or a browser without popovers: the z-index still stacks it high.
  }
}

/** Whether the page draws something over the legend's middle (hit testing finds it first). */
function covered(host: HTMLElement, box: HTMLElement): boolean {
  const rect = box.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return false;
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const top = document.elementFromPoint(x, y);
  return top !== null && top !== host;
}
