import { adoptSheet } from './page-compartment.ts';
import { markOwnHost } from './composed-tree.ts';

/**
 * An element of ours on the page (legend, overlays, the AI phrases' layer): a host with a closed
 * shadow root, which page scripts cannot open and page styles cannot reach, styled by a
 * constructed stylesheet (page CSP does not block one), and never read as page text. The caller
 * fills the root and puts the host in the document.
 */
export function ownHost(id: string, css: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('div');
  host.id = id;
  const root = host.attachShadow({ mode: 'closed' });
  markOwnHost(host);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  adoptSheet(root, sheet);
  return { host, root };
}
