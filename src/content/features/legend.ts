import { adoptSheet } from '../page-compartment.ts';
import { markOwnHost } from './composed-tree.ts';
import { HIGHLIGHT_STYLE, type HighlightKind } from '../../shared/text/highlight-names.ts';

const HOST_ID = 'authenticity-lens-legend';

const CSS = `
:host { all: initial !important; display: block !important; }
.legend { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; display: flex;
  flex-wrap: wrap; gap: 8px; align-items: center; max-width: 420px; padding: 8px 10px;
  font: 13px/1.3 system-ui, sans-serif; color: #102020; background: #ffffffee;
  border: 1px solid #c9d3d3; border-radius: 8px; box-shadow: 0 2px 10px #0003; }
.item { display: inline-flex; align-items: center; gap: 4px; }
.swatch { width: 14px; height: 10px; border-radius: 2px; }
button { font: inherit; border: 1px solid #0d7a78; background: #0d7a78; color: #fff;
  border-radius: 6px; padding: 2px 8px; cursor: pointer; }
`;

/**
 * A small legend of the highlight colours with a button to clear them, in a closed shadow root
 * (page styles cannot reach in) styled by a constructed stylesheet (page CSP does not block it).
 * Its host's own style is reset with !important from inside, which beats even the page's
 * !important rules aimed at it, so the page cannot hide it with CSS.
 */
export function showLegend(kinds: HighlightKind[], onClear: () => void): void {
  removeLegend();
  const host = document.createElement('div');
  host.id = HOST_ID;
  const root = host.attachShadow({ mode: 'closed' });
  markOwnHost(host);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  adoptSheet(root, sheet);
  const box = document.createElement('div');
  box.className = 'legend';
  box.setAttribute('role', 'note');
  box.setAttribute('aria-label', 'Authenticity Lens highlights');
  for (const kind of kinds) {
    const item = document.createElement('span');
    item.className = 'item';
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = HIGHLIGHT_STYLE[kind].color;
    item.append(swatch, HIGHLIGHT_STYLE[kind].name);
    box.append(item);
  }
  const clear = document.createElement('button');
  clear.type = 'button';
  clear.textContent = 'Clear highlights';
  clear.addEventListener('click', onClear);
  box.append(clear);
  root.append(box);
  document.documentElement.append(host);
}

export function removeLegend(): void {
  document.getElementById(HOST_ID)?.remove();
}
