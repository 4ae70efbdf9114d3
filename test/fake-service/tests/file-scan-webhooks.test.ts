import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakePage,
  LIGHTHOUSE_FRESNEL,
  LIGHTHOUSE_STORMS,
  PRINTING_GUTENBERG,
  slices,
  wordCount,
} from './helpers/fake-internet-text.ts';
import { encryptedPdf, textPdf } from './helpers/pdf-files.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { DEMO_ACCOUNT, sampleText, startTestService, type TestService } from './helpers/service.ts';

interface ResultItem {
  id: string;
  url: string;
  title: string;
  matchedWords: number;
  identicalWords: number;
  similarWords: number;
  paraphrasedWords: number;
  totalWords: number;
  tags: unknown[];
}

interface Completed {
  status: number;
  scannedDocument: {
    scanId: string;
    totalWords: number;
    credits: number;
    metadata: Record<string, unknown>;
  };
  results: { internet: ResultItem[]; database: unknown[]; score: { aggregatedScore: number } };
}

interface Ranges {
  chars: { starts: number[]; lengths: number[] };
  words: { starts: number[]; lengths: number[] };
}

interface ResultDocument {
  id: string;
  statistics: { identical: number; minorChanges: number; relatedMeaning: number };
  text: {
    value: string;
    comparison: Record<'identical' | 'minorChanges' | 'relatedMeaning', Record<string, Ranges>>;
  };
}

/** Two passages from one page, one from another, with words of its own around them. */
const ESSAY = [
  'Notes for my essay on old technology.',
  LIGHTHOUSE_FRESNEL,
  'Later the guide told us that',
  LIGHTHOUSE_STORMS,
  'Then we walked over to the print shop.',
  PRINTING_GUTENBERG,
  'That was the whole tour.',
].join(' ');

const base64 = (content: string | Buffer) => Buffer.from(content).toString('base64');

describe('file scan processing, webhooks and export', () => {
  let service: TestService;
  let token: string;
  let site: Receiver;

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
    site = await startReceiver();
  });
  afterAll(async () => {
    await service.close();
    await site.close();
  });

  const submit = (
    scanId: string,
    file: { content: string | Buffer; filename: string },
    properties: Record<string, unknown> = {},
  ) =>
    service.call('PUT', `/v3/scans/submit/file/${scanId}`, {
      token,
      json: {
        base64: base64(file.content),
        filename: file.filename,
        properties: { webhooks: { status: `${site.url}/hook/${scanId}/{STATUS}` }, ...properties },
      },
    });
  const statusCall = (scanId: string, status: string) =>
    site.waitFor((c) => c.path === `/hook/${scanId}/${status}`);
  const completed = async (scanId: string) =>
    (await statusCall(scanId, 'completed')).json as Completed;
  const exportResults = async (scanId: string, resultIds: string[], pdf = false) => {
    const response = await service.call('POST', `/v3/downloads/${scanId}/export/${scanId}-x`, {
      token,
      json: {
        completionWebhook: `${site.url}/done/${scanId}`,
        results: resultIds.map((id) => ({
          id,
          verb: 'POST',
          endpoint: `${site.url}/result/${scanId}/${id}`,
        })),
        crawledVersion: { verb: 'POST', endpoint: `${site.url}/crawled/${scanId}` },
        ...(pdf ? { pdfReport: { verb: 'POST', endpoint: `${site.url}/pdf/${scanId}` } } : {}),
      },
    });
    expect(response.status).toBe(204);
    await site.waitFor((c) => c.path === `/done/${scanId}`);
    const documentOf = (id: string) =>
      site.calls.find((c) => c.path === `/result/${scanId}/${id}`)?.json as ResultDocument;
    const crawled = site.calls.find((c) => c.path === `/crawled/${scanId}`)?.json as {
      text: { value: string };
      html?: { value: string };
    };
    return { documentOf, crawled };
  };

  it('a .txt scan matches the fake internet with exact passages, and exports them', async () => {
    expect((await submit('txt-match', { content: ESSAY, filename: 'essay.txt' })).status).toBe(201);
    const body = await completed('txt-match');
    expect(body.scannedDocument.metadata).toEqual({ filename: 'essay.txt' });
    expect(body.scannedDocument.totalWords).toBe(wordCount(ESSAY));
    expect(body.scannedDocument.credits).toBe(1);
    const lighthouse = fakePage('lighthouse-keepers');
    const printing = fakePage('printing-press');
    const lighthouseWords = wordCount(LIGHTHOUSE_FRESNEL) + wordCount(LIGHTHOUSE_STORMS);
    // Most matched words first.
    expect(body.results.internet.map((r) => r.url)).toEqual([lighthouse.url, printing.url]);
    expect(body.results.internet[0]).toMatchObject({
      title: lighthouse.title,
      matchedWords: lighthouseWords,
      identicalWords: lighthouseWords,
      similarWords: 0,
      paraphrasedWords: 0,
      totalWords: wordCount(lighthouse.text),
      tags: [],
    });
    expect(body.results.internet[1]?.matchedWords).toBe(wordCount(PRINTING_GUTENBERG));
    expect(body.results.database).toEqual([]);
    const matched = lighthouseWords + wordCount(PRINTING_GUTENBERG);
    expect(body.results.score.aggregatedScore).toBeCloseTo((100 * matched) / wordCount(ESSAY), 3);

    const ids = body.results.internet.map((r) => r.id);
    const { documentOf, crawled } = await exportResults('txt-match', ids);
    expect(crawled.text.value).toBe(ESSAY);
    expect(crawled.html).toBeUndefined();

    const first = documentOf(ids[0] ?? '');
    expect(first.text.value).toBe(lighthouse.text);
    expect(first.statistics).toEqual({
      identical: lighthouseWords,
      minorChanges: 0,
      relatedMeaning: 0,
    });
    const identical = first.text.comparison.identical;
    expect(Object.keys(identical).sort()).toEqual(['source', 'suspected']);
    // source: positions in the scanned document; suspected: in the result's own text.
    expect(slices(ESSAY, identical.source?.chars ?? { starts: [], lengths: [] })).toEqual([
      LIGHTHOUSE_FRESNEL,
      LIGHTHOUSE_STORMS,
    ]);
    expect(
      slices(first.text.value, identical.suspected?.chars ?? { starts: [], lengths: [] }),
    ).toEqual([LIGHTHOUSE_FRESNEL, LIGHTHOUSE_STORMS]);
    expect(identical.source?.words.lengths).toEqual([
      wordCount(LIGHTHOUSE_FRESNEL),
      wordCount(LIGHTHOUSE_STORMS),
    ]);
    expect(identical.source?.words.starts).toEqual([
      wordCount('Notes for my essay on old technology.'),
      wordCount(ESSAY.slice(0, ESSAY.indexOf(LIGHTHOUSE_STORMS))),
    ]);
    expect(identical.suspected?.words.starts).toEqual([
      wordCount(lighthouse.text.slice(0, lighthouse.text.indexOf(LIGHTHOUSE_FRESNEL))),
      wordCount(lighthouse.text.slice(0, lighthouse.text.indexOf(LIGHTHOUSE_STORMS))),
    ]);
    const empty = { chars: { starts: [], lengths: [] }, words: { starts: [], lengths: [] } };
    expect(first.text.comparison.minorChanges).toEqual({ source: empty, suspected: empty });
    expect(first.text.comparison.relatedMeaning).toEqual({ source: empty, suspected: empty });

    const second = documentOf(ids[1] ?? '');
    expect(second.text.value).toBe(printing.text);
    expect(
      slices(
        printing.text,
        second.text.comparison.identical.suspected?.chars ?? { starts: [], lengths: [] },
      ),
    ).toEqual([PRINTING_GUTENBERG]);
  });

  it('a text the fake internet does not hold gets the made-up results, exported as before', async () => {
    const text = sampleText(300, 'other');
    await submit('txt-random', { content: text, filename: 'random.txt' });
    const body = await completed('txt-random');
    expect(
      body.results.internet.every((r) => r.url.startsWith('https://example.org/source-')),
    ).toBe(true);
    const ids = service.control.scans().find((s) => s.scanId === 'txt-random')?.resultIds ?? [];
    expect(ids).toHaveLength(2);
    const { documentOf } = await exportResults('txt-random', ids);
    for (const id of ids) {
      const document = documentOf(id);
      const { source, suspected } = document.text.comparison.identical;
      // The result's text is the matched part of the scan, so both sides cut out the same words.
      expect(slices(text, source?.chars ?? { starts: [], lengths: [] })).toEqual([
        document.text.value,
      ]);
      expect(slices(document.text.value, suspected?.chars ?? { starts: [], lengths: [] })).toEqual([
        document.text.value,
      ]);
    }
  });

  it('an .html file is read for its text and exported with its HTML', async () => {
    const html = `<html><head><style>p { color: red }</style></head><body><p>${PRINTING_GUTENBERG}</p></body></html>`;
    await submit('html-match', { content: html, filename: 'page.HTML' }, { pdf: { create: true } });
    const body = await completed('html-match');
    expect(body.results.internet.map((r) => r.url)).toEqual([fakePage('printing-press').url]);
    const { crawled } = await exportResults('html-match', [], true);
    expect(crawled.text.value).toBe(PRINTING_GUTENBERG);
    expect(crawled.html?.value).toBe(html);
    const report = site.calls.find((c) => c.path === '/pdf/html-match');
    expect(report?.body.toString('latin1')).toContain('(File: page.HTML)');
  });

  it('a .pdf is read with pdf.js, lines joined, and matches across its lines', async () => {
    const [head, tail] = [
      PRINTING_GUTENBERG.slice(0, PRINTING_GUTENBERG.indexOf(' Gutenberg')),
      PRINTING_GUTENBERG.slice(PRINTING_GUTENBERG.indexOf('Gutenberg')),
    ];
    const pdf = textPdf(['My report on printing', head ?? '', tail ?? '', 'That is all for now.']);
    await submit('pdf-match', { content: pdf, filename: 'report.pdf' });
    const body = await completed('pdf-match');
    expect(body.scannedDocument.metadata).toEqual({ filename: 'report.pdf' });
    expect(body.results.internet).toHaveLength(1);
    expect(body.results.internet[0]?.matchedWords).toBe(wordCount(PRINTING_GUTENBERG));
    const id = body.results.internet[0]?.id ?? '';
    const { documentOf, crawled } = await exportResults('pdf-match', [id]);
    expect(crawled.text.value).toBe(
      `My report on printing\n${head}\n${tail}\nThat is all for now.`,
    );
    const source = documentOf(id).text.comparison.identical.source;
    expect(slices(crawled.text.value, source?.chars ?? { starts: [], lengths: [] })).toEqual([
      `${head}\n${tail}`,
    ]);
  });

  it('an encrypted or broken PDF fails the scan through the error webhook, after the 201', async () => {
    expect(
      (await submit('pdf-locked', { content: encryptedPdf(['secret']), filename: 'l.pdf' })).status,
    ).toBe(201);
    expect((await submit('pdf-broken', { content: 'not a pdf', filename: 'b.pdf' })).status).toBe(
      201,
    );
    const locked = (await statusCall('pdf-locked', 'error')).json as {
      status: number;
      error: { code: number; message: string };
    };
    expect(locked.status).toBe(1);
    expect(locked.error.message).toMatch(/encrypted/);
    const broken = (await statusCall('pdf-broken', 'error')).json as { error: { message: string } };
    expect(broken.error.message).toMatch(/could not be read as a PDF/);
  });

  it('a file with no words fails with "No text was found in the file."', async () => {
    await submit('txt-blank', { content: ' \n\t ', filename: 'blank.txt' });
    await submit('html-blank', {
      content: '<p>  </p><script>var x = 1;</script>',
      filename: 'b.htm',
    });
    for (const scanId of ['txt-blank', 'html-blank']) {
      const body = (await statusCall(scanId, 'error')).json as { error: { message: string } };
      expect(body.error.message).toBe('No text was found in the file.');
    }
  });

  it('action 1 reports creditsChecked with the price and the filename, without charging', async () => {
    const before = service.control.credits(DEMO_ACCOUNT.email);
    await submit(
      'txt-price',
      { content: sampleText(600, 'price'), filename: 'price.txt' },
      { action: 1 },
    );
    const body = (await statusCall('txt-price', 'creditsChecked')).json as {
      status: number;
      credits: number;
      scannedDocument: { expectedCredits: number; metadata: Record<string, unknown> };
    };
    expect(body).toMatchObject({ status: 2, credits: 3 });
    expect(body.scannedDocument.expectedCredits).toBe(3);
    expect(body.scannedDocument.metadata).toEqual({ filename: 'price.txt' });
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(before);
  });

  it('sandbox gives its fixed two mock results, even for text of the fake internet', async () => {
    const before = service.control.credits(DEMO_ACCOUNT.email);
    await submit('txt-sandbox', { content: ESSAY, filename: 'essay.txt' }, { sandbox: true });
    const body = await completed('txt-sandbox');
    expect(body.results.internet.map((r) => r.title)).toEqual([
      'Sandbox source 1',
      'Sandbox source 2',
    ]);
    expect(body.scannedDocument.credits).toBe(0);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(before);
  });
});
