import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';
import german from '../../../../public/_locales/de/messages.json';
import { appError, detailWords } from '../../../../src/core/errors.ts';
import type { BatchRowView, BatchView } from '../../../../src/shared/batches/batch-record.ts';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import { buildClassSetReport } from '../../../../src/shared/reports/class-set-report.ts';
import { aiTextCheck, moderationCheck, urlScanCheck } from '../../../support/check-records.ts';
import { pieces, textBlock, unescape } from './report-html.ts';

const en = createTranslator('en', english, english);
const de = createTranslator('de', german, english);

const RELAY = 'https://relay.secret-school.example/hook/abc123';
const API_KEY = 'sk-live-5ecret-api-key-0042';
const TRICKY = 'Anna <b>"bold"</b> & <script>alert(1)</script>.txt';

const essay = (who: string): string =>
  `${who} wrote about the committee. `.repeat(8) + 'In conclusion, let us delve into it.';

function row(id: string, name: string, change: Partial<BatchRowView> = {}): BatchRowView {
  return {
    id,
    source: { type: 'file', name, size: 100 },
    status: 'done',
    words: 60,
    checkIds: [`${id}-ai`, `${id}-mod`],
    summaries: [],
    aiShare: 0.42,
    labels: [],
    ...change,
  };
}

/** A row's AI and moderation checks of `text`, the AI one judging its second half AI-written. */
function checksOf(id: string, name: string, text: string): CheckRecord[] {
  const half = Math.floor(text.length / 2);
  const source = { origin: 'file' as const, title: name };
  return [
    aiTextCheck({
      id: `${id}-ai`,
      input: text,
      source,
      credits: 3,
      result: {
        modelVersion: 'v7',
        summary: { ai: 0.42, human: 0.58 },
        results: [
          {
            classification: 1,
            probability: 0.8,
            matches: [{ text: { chars: { starts: [0], lengths: [half] } } }],
          },
          {
            classification: 2,
            probability: 0.9,
            matches: [{ text: { chars: { starts: [half], lengths: [text.length - half] } } }],
          },
        ],
      },
    }),
    moderationCheck({
      id: `${id}-mod`,
      input: text,
      source,
      credits: 1,
      result: {
        modelVersion: 'mod-2',
        moderations: { text: { chars: { labels: [], starts: [], lengths: [] } } },
        legend: [],
      },
    }),
  ];
}

const texts = { a: essay('Anna'), b: essay('Ben'), c: essay('Cleo') };

const batch: BatchView = {
  id: 'b1',
  createdAt: Date.UTC(2026, 10, 30, 8, 15),
  updatedAt: Date.UTC(2026, 10, 30, 8, 20),
  kinds: ['ai-text', 'moderation'],
  plagiarism: true,
  status: 'done',
  rows: [
    row('a', TRICKY, {
      leftOut: [{ reason: 'pictures', pictures: 3 }],
      scanId: 'a-scan',
      plagiarism: 23,
    }),
    // Two files of one name: each its own section and anchor.
    row('b', 'essay.txt'),
    row('c', 'essay.txt'),
    row('d', 'locked.pdf', {
      status: 'failed',
      checkIds: undefined,
      words: undefined,
      aiShare: undefined,
      labels: undefined,
      error: appError('invalid-input', 'locked.pdf is locked with a password.', {
        words: detailWords('error_pdfPassword', 'locked.pdf'),
      }),
    }),
    row('e', 'far.pdf', {
      status: 'failed',
      aiShare: undefined,
      labels: undefined,
      error: appError('network', `The relay at ${RELAY} could not be reached (${API_KEY}).`, {
        words: detailWords('error_netUnreachable', RELAY),
      }),
    }),
  ],
};

const scan = urlScanCheck({
  id: 'a-scan',
  input: texts.a,
  source: { origin: 'file', title: TRICKY },
  credits: 2,
  result: {
    aggregatedScore: 23,
    identicalWords: 40,
    minorChangedWords: 5,
    relatedMeaningWords: 2,
    sources: [
      {
        id: 's1',
        kind: 'internet',
        title: 'Original essay',
        url: 'https://source.example/x',
        matchedWords: 45,
      },
    ],
    alerts: [],
  },
});

const checks = new Map<string, CheckRecord[]>([
  ['a', [...checksOf('a', TRICKY, texts.a), scan]],
  ['b', checksOf('b', 'essay.txt', texts.b)],
  ['c', checksOf('c', 'essay.txt', texts.c)],
  [
    'e',
    checksOf('e', 'far.pdf', texts.a).map((r) => ({
      ...r,
      status: 'failed' as const,
      result: undefined,
    })),
  ],
]);

const build = (t = en, view = batch) =>
  buildClassSetReport(view, checks, t, {
    timeZone: 'Europe/Berlin',
    now: Date.UTC(2026, 10, 30, 9),
  });

/** The sections of the files, in order, each one's markup. */
const sections = (html: string): string[] =>
  [...html.matchAll(/<section class="class-file"[\s\S]*?<\/section>/g)].map((m) => m[0]);

/** The table's body rows, each as its cells' text. */
function tableRows(html: string): string[][] {
  const body = /<table data-testid="batch-table">[\s\S]*?<tbody>([\s\S]*?)<\/tbody>/.exec(
    html,
  )![1]!;
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((tr) =>
    [...tr[1]!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) =>
      unescape(cell[1]!.replace(/<br>/g, ' | ').replace(/<[^>]+>/g, '')),
    ),
  );
}

describe('a class set’s report', () => {
  it('has the table as the page shows it: one row per file, in the set’s order', async () => {
    const { html } = await build();
    const rows = tableRows(html);
    expect(rows.map((r) => r[0])).toEqual([
      `${TRICKY} | 3 pictures not read`,
      'essay.txt',
      'essay.txt',
      'locked.pdf',
      'far.pdf',
    ]);
    expect(rows[0]).toEqual([
      `${TRICKY} | 3 pictures not read`,
      '60',
      '42%',
      'None',
      '23%',
      'Done',
    ]);
    expect(html).toMatch(/<th scope="col" class="num">Plagiarism<\/th>/);
  });

  it('leaves out the plagiarism column when no scan was asked', async () => {
    const { html } = await build(en, { ...batch, plagiarism: false });
    expect(html).not.toContain('data-testid="batch-plagiarism"');
    expect(tableRows(html)[0]).toHaveLength(5);
  });

  it('has one section per file, linked from the contents and the table by unique anchors', async () => {
    const { html } = await build();
    const found = sections(html);
    expect(found).toHaveLength(batch.rows.length);
    const ids = found.map((s) => /id="([^"]+)"/.exec(s)![1]);
    expect(new Set(ids).size).toBe(ids.length);
    const contents = /<ol data-testid="class-contents">([\s\S]*?)<\/ol>/.exec(html)![1]!;
    expect([...contents.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
    const table = /<table data-testid="batch-table">[\s\S]*?<\/table>/.exec(html)![0];
    expect([...table.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(ids);
    // Links go nowhere but inside the file.
    expect([...html.matchAll(/href="([^"]*)"/g)].every((m) => m[1]!.startsWith('#'))).toBe(true);
  });

  it('gives each checked file its text whole, its marks and its fingerprint', async () => {
    const { html } = await build();
    const [a, b, c] = sections(html);
    for (const [section, text] of [
      [a!, texts.a],
      [b!, texts.b],
      [c!, texts.c],
    ] as const) {
      expect(
        pieces(textBlock(section))
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
      expect(section).toMatch(/class="sec-ai" data-sections="1"/);
      expect(section).toMatch(/data-testid="report-fingerprint">[0-9a-f]{64}</);
    }
    // Headings one level under the file's.
    expect(b).toMatch(/<h2 id="file-2-name">/);
    expect(b).toContain('<h3>AI writing</h3>');
    expect(b).not.toMatch(/<h2>/);
    // The scan's sources, in its file's section only.
    expect(a).toContain('Original essay');
    expect(b).not.toContain('data-testid="report-sources"');
  });

  it('keeps a file name with markup as text, everywhere it is written', async () => {
    const { html } = await build();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Anna &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; &lt;script&gt;');
  });

  it('says a failed file’s reason in words, never the error’s own text or an address', async () => {
    const { html } = await build();
    const rows = tableRows(html);
    expect(rows[3]?.at(-1)).toMatch(/^Failed \| This PDF is protected by a password/);
    // The detail names the relay: only its kind's heading is said.
    expect(rows[4]?.at(-1)).toBe('Failed | Could not reach the service');
    expect(rows[4]?.at(-1)).not.toContain('relay');
    const [, , , locked, far] = sections(html);
    expect(locked).toContain('data-testid="class-file-unchecked"');
    expect(far).toContain('data-testid="report-failed"');
    for (const secret of [RELAY, 'relay.secret-school', API_KEY, 'could not be reached (']) {
      expect(html).not.toContain(secret);
    }
  });

  it('says what each file’s reader left out, in the table and in its section', async () => {
    const { html } = await build();
    const [a] = sections(html);
    expect(a).toMatch(/<dt>Left out of the text<\/dt><dd>3 pictures not read<\/dd>/);
  });

  it('gives the totals, the date with its zone, the settings and the reading note once', async () => {
    const { html } = await build();
    expect(html).toContain('<title>Class set report: 5 files</title>');
    expect(html).toMatch(/<dt>Files<\/dt><dd>5<\/dd>/);
    expect(html).toMatch(/<dt>Failed<\/dt><dd>2<\/dd>/);
    // 3 + 1 for each of three files, 2 for the scan; the failed checks cost nothing.
    expect(html).toMatch(/<dt>Credits spent<\/dt><dd>14 credits<\/dd>/);
    expect(html).toContain('November 30, 2026 at 9:15:00 AM GMT+1');
    expect(html).toContain('<dt>Checks asked</dt><dd>AI writing, Moderation and Plagiarism</dd>');
    expect(html).toContain('<dt>AI detection sensitivity</dt><dd>Normal</dd>');
    expect(html.match(/data-testid="report-note"/g)).toHaveLength(1);
  });

  it('is written in the reader’s language, and named for the set and its day', async () => {
    const { html, filename } = await build(de);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('Bericht zum Klassensatz: 5 Dateien');
    expect(filename).toBe('report-klassensatz-2026-11-30.html');
  });
});

describe('a big class set’s report', () => {
  it('stays a few times the size of its texts, however many files (30 essays here)', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `s${i}`);
    const essays = ids.map((id) => `${id}: `.concat(essay(id).repeat(10)));
    const big: BatchView = {
      ...batch,
      plagiarism: false,
      rows: ids.map((id) => row(id, `${id}.docx`)),
    };
    const all = new Map(ids.map((id, i) => [id, checksOf(id, `${id}.docx`, essays[i]!)]));
    const { html } = await buildClassSetReport(big, all, en, { now: 0 });
    const textBytes = essays.reduce((sum, text) => sum + new TextEncoder().encode(text).length, 0);
    expect(sections(html)).toHaveLength(30);
    expect(new TextEncoder().encode(html).length).toBeLessThan(2 * textBytes + 30 * 4096);
  });
});
