import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { openZip } from '../../../../src/shared/documents/bounded-unzip.ts';

const LIMITS = { maxEntries: 10, maxEntryBytes: 1024 * 1024, maxTotalBytes: 1536 * 1024 };
const text = (s: string): Uint8Array => new TextEncoder().encode(s);

/** Offsets of each central-directory entry of `zip` (signature PK\1\2). */
function centralEntries(zip: Uint8Array): number[] {
  const at: number[] = [];
  for (let i = 0; i + 4 <= zip.length; i++) {
    if (zip[i] === 0x50 && zip[i + 1] === 0x4b && zip[i + 2] === 1 && zip[i + 3] === 2) at.push(i);
  }
  return at;
}

describe('the bounded unzip', () => {
  it('reads the entries asked for, and says which are absent', () => {
    const zip = zipSync({ 'word/document.xml': text('<w:t>hi</w:t>'), other: text('x') });
    const opened = openZip(zip, LIMITS);
    if (!opened.ok) throw new Error(opened.error.why);
    const read = opened.value.read('word/document.xml');
    expect(read.ok && new TextDecoder().decode(read.value)).toBe('<w:t>hi</w:t>');
    expect(opened.value.read('missing.xml')).toEqual({ ok: true, value: undefined });
  });

  it('refuses an entry that declares more than the limit, before inflating any of it', () => {
    const zip = zipSync({ 'word/document.xml': [new Uint8Array(2 * 1024 * 1024), { level: 1 }] });
    const opened = openZip(zip, LIMITS);
    if (!opened.ok) throw new Error(opened.error.why);
    const read = opened.value.read('word/document.xml');
    expect(read).toMatchObject({ ok: false, error: { why: 'too-large', bytes: 2 * 1024 * 1024 } });
  });

  it('stops inflating an entry that lies about its size, past what it declared', () => {
    const zip = zipSync({ 'a.xml': [new Uint8Array(512 * 1024), { level: 9 }] });
    // The central directory's uncompressed size says 100 bytes.
    const [entry] = centralEntries(zip);
    new DataView(zip.buffer).setUint32(entry! + 24, 100, true);
    const opened = openZip(zip, LIMITS);
    if (!opened.ok) throw new Error(opened.error.why);
    expect(opened.value.read('a.xml')).toMatchObject({
      ok: false,
      error: { why: 'corrupt', detail: 'a.xml unpacks to more than the 100 bytes it declares' },
    });
  });

  it('counts what every entry read unpacks to against one total', () => {
    const part = new Uint8Array(1000 * 1024);
    const zip = zipSync({ a: part, b: part });
    const opened = openZip(zip, LIMITS);
    if (!opened.ok) throw new Error(opened.error.why);
    expect(opened.value.read('a').ok).toBe(true);
    expect(opened.value.read('b')).toMatchObject({ ok: false, error: { why: 'too-large' } });
  });

  it('refuses a file listing more entries than the limit', () => {
    const files = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, text('x')]));
    expect(openZip(zipSync(files), LIMITS)).toMatchObject({
      ok: false,
      error: { why: 'too-many-entries', entries: 11, limit: 10 },
    });
  });

  it('says an encrypted entry is, and a cut file is damaged', () => {
    const zip = zipSync({ 'content.xml': text('<x/>') });
    const [entry] = centralEntries(zip);
    const flagged = zip.slice();
    new DataView(flagged.buffer).setUint16(entry! + 8, 1, true);
    const opened = openZip(flagged, LIMITS);
    expect(opened.ok && opened.value.read('content.xml')).toMatchObject({
      ok: false,
      error: { why: 'encrypted' },
    });
    expect(openZip(zip.subarray(0, zip.length - 10), LIMITS)).toMatchObject({
      ok: false,
      error: { why: 'corrupt' },
    });
    expect(openZip(text('not a zip at all, just words'), LIMITS)).toMatchObject({
      ok: false,
      error: { why: 'not-zip' },
    });
  });
});
