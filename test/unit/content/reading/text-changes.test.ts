// @vitest-environment jsdom
/**
 * Whether the page changed since its text was read: what lets a scan run its plan, and place its
 * passages, on that read without reading the page again.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { markOwnHost } from '../../../../src/content/page/composed-tree.ts';
import { textUnchanged, watchTextChanges } from '../../../../src/content/reading/text-changes.ts';
import type { TextMap } from '../../../../src/shared/text/text-map.ts';

/** The map of a read of every text node in `nodes`, one after the other. */
function mapOf(nodes: Text[]): TextMap {
  let start = 0;
  const segments = nodes.map((node) => {
    const segment = { start, length: node.data.length, node, nodeStart: 0 };
    start += node.data.length;
    return segment;
  });
  return { text: nodes.map((n) => n.data).join(''), segments };
}

let counter = 0;
/** Reads the page's paragraph (or `nodes`) under a new id and watches it. */
function read(nodes: Text[] = [paragraph().firstChild as Text]): string {
  const id = `t-${++counter}`;
  watchTextChanges(id, mapOf(nodes));
  return id;
}

const paragraph = (): HTMLParagraphElement => document.querySelector('p')!;

beforeEach(() => {
  document.body.innerHTML = '<article><p>The keepers lit the lamp at dusk.</p></article>';
});

describe('a page read earlier', () => {
  it('is unchanged while nothing on it moved', () => {
    const id = read();
    expect(textUnchanged(id)).toBe(true);
    expect(textUnchanged(id)).toBe(true);
  });

  it('changed when its text, its nodes or an attribute changed, even before observers ran', () => {
    const text = read();
    (paragraph().firstChild as Text).data = 'Signed in as Ada.';
    expect(textUnchanged(text)).toBe(false);

    const nodes = read();
    paragraph().after(document.createElement('p'));
    expect(textUnchanged(nodes)).toBe(false);

    const shown = read();
    paragraph().setAttribute('hidden', '');
    expect(textUnchanged(shown)).toBe(false);
    // Changed once is changed for good.
    paragraph().removeAttribute('hidden');
    expect(textUnchanged(shown)).toBe(false);
  });

  it('is unchanged by our own hosts coming, going and changing', () => {
    const id = read();
    const host = document.createElement('div');
    markOwnHost(host);
    document.body.append(host);
    host.setAttribute('style', 'position: fixed');
    host.remove();
    expect(textUnchanged(id)).toBe(true);
  });

  it('changed inside the shadow tree its text came from', () => {
    const component = document.createElement('essay-body');
    const root = component.attachShadow({ mode: 'open' });
    root.innerHTML = '<p>Inside a component.</p>';
    document.body.append(component);
    const id = read([root.querySelector('p')!.firstChild as Text]);
    (root.querySelector('p')!.firstChild as Text).data = 'Changed inside.';
    expect(textUnchanged(id)).toBe(false);
  });

  it('is not known when it was never read here, or read long ago', () => {
    expect(textUnchanged('never-read')).toBe(false);
    const old = read();
    for (let i = 0; i < 8; i++) read();
    expect(textUnchanged(old)).toBe(false);
  });
});
