/**
 * A small XML reader for the parts of Word and OpenDocument files: start tags (with their
 * attributes), end tags and text, in order. No DOM (it runs anywhere, tests included), no DTD:
 * only XML's five named entities and character references are expanded, so a file cannot
 * declare entities that expand to gigabytes. Names are kept with their prefixes as written
 * (`w:p`, `text:p`): both formats' writers use their standard prefixes.
 */
export type XmlEvent =
  | { type: 'open'; name: string; attributes: Record<string, string>; empty: boolean }
  | { type: 'close'; name: string }
  | { type: 'text'; text: string };

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text with its entity and character references expanded. */
export function unescapeXml(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1];
    if (name) attributes[name] = unescapeXml(m[3] ?? m[4] ?? '');
  }
  return attributes;
}

/** The events of `xml` in document order. Malformed markup ends the reading (a thrown Error). */
export function* xmlEvents(xml: string): Generator<XmlEvent> {
  let at = 0;
  const length = xml.length;
  while (at < length) {
    const lt = xml.indexOf('<', at);
    if (lt === -1) {
      yield { type: 'text', text: unescapeXml(xml.slice(at)) };
      return;
    }
    if (lt > at) yield { type: 'text', text: unescapeXml(xml.slice(at, lt)) };
    if (xml.startsWith('<!--', lt)) {
      at = after(xml, '-->', lt);
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = xml.indexOf(']]>', lt);
      if (end === -1) throw new Error('Unclosed CDATA section.');
      yield { type: 'text', text: xml.slice(lt + 9, end) };
      at = end + 3;
    } else if (xml.startsWith('<?', lt)) {
      at = after(xml, '?>', lt);
    } else if (xml.startsWith('<!', lt)) {
      // A document type declaration: skipped whole, its entities never expanded.
      at = after(xml, '>', lt);
    } else {
      const gt = tagEnd(xml, lt);
      const inner = xml.slice(lt + 1, gt);
      if (inner.startsWith('/')) {
        yield { type: 'close', name: inner.slice(1).trim() };
      } else {
        const empty = inner.endsWith('/');
        const body = empty ? inner.slice(0, -1) : inner;
        const space = body.search(/\s/);
        const name = space === -1 ? body : body.slice(0, space);
        const attributes = space === -1 ? {} : attributesOf(body.slice(space));
        yield { type: 'open', name, attributes, empty };
        if (empty) yield { type: 'close', name };
      }
      at = gt + 1;
    }
  }
}

function after(xml: string, end: string, from: number): number {
  const at = xml.indexOf(end, from);
  if (at === -1) throw new Error('Unclosed markup.');
  return at + end.length;
}

/** The `>` closing the tag at `lt`, past any `>` inside quoted attribute values. */
function tagEnd(xml: string, lt: number): number {
  let quote: string | undefined;
  for (let i = lt + 1; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  throw new Error('Unclosed tag.');
}
