import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import english from '../../../../public/_locales/en/messages.json';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import { buildReport } from '../../../../src/shared/reports/build-report.ts';
import {
  imageCheck,
  objectDetectionCheck,
  urlScanCheck,
  webSearchCheck,
} from '../../../support/check-records.ts';
import { videoCheck } from '../../popup/video/video-check.ts';

const en = createTranslator('en', english, english);
const build = (records: Parameters<typeof buildReport>[0]) =>
  buildReport(records, en, { timeZone: 'UTC', now: 0 });

/** A PNG data: address's pixels: which are drawn (alpha above 0), row by row. */
function drawnPixels(url: string): { width: number; height: number; drawn: number[] } {
  const file = Buffer.from(url.replace('data:image/png;base64,', ''), 'base64');
  expect([...file.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const data = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const drawn: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (raw[y * (width * 4 + 1) + 1 + x * 4 + 3]! > 0) drawn.push(y * width + x);
    }
  }
  return { width, height, drawn };
}

const PREVIEW = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

describe('an image check’s report', () => {
  const record = imageCheck('https://pics.example/cat.jpg', {
    source: { origin: 'image', title: 'Cats <i>of</i> the week', url: 'https://pics.example/' },
    image: { sentWidth: 4, sentHeight: 3, preview: PREVIEW },
    result: {
      model: 'img-v2',
      summary: { ai: 0.42, human: 0.58 },
      result: { starts: [1, 6], lengths: [2, 3] },
      imageInfo: { metadata: { issuedBy: 'Camera Maker <Inc>' } },
    },
  });

  it('draws the image and, beside it, the mask decoded from the record’s runs', async () => {
    const { html } = await build([record]);
    expect(html).toContain(`<img src="${PREVIEW}" alt="The checked image"`);
    const mask = /<img class="mask" src="(data:image\/png;base64,[^"]+)"/.exec(html);
    expect(drawnPixels(mask![1]!)).toEqual({ width: 4, height: 3, drawn: [1, 2, 6, 7, 8] });
    expect(html).toContain('42% AI-generated, 58% human');
    expect(html).toContain('AI-generated areas · 42%');
    expect(html).toContain('<dt>Issued by</dt><dd>Camera Maker &lt;Inc&gt;</dd>');
    expect(html).toContain('<dt>Model</dt><dd>img-v2</dd>');
    expect(html).toContain('https://pics.example/cat.jpg');
    expect(html).toContain('Cats &lt;i&gt;of&lt;/i&gt; the week');
    // Read as a picture's figures, not a text's.
    expect(html).toContain('not proof of how it was made');
    expect(html).not.toContain('the text resembles');
  });

  it('says the picture is not kept when history has no copy of it', async () => {
    const { html } = await build([
      imageCheck('https://pics.example/cat.jpg', { result: { summary: { ai: 0, human: 1 } } }),
    ]);
    expect(html).toContain('The picture is not kept in the history');
    expect(html).not.toMatch(/<img/);
  });

  it('draws each object found in its colour, and names the ones not found', async () => {
    const objects = objectDetectionCheck('https://pics.example/cat.jpg', ['face', 'dog'], {
      detectedObjects: [{ object: 'face', mask: { starts: [0], lengths: [2] } }],
      imageInfo: { shape: { width: 2, height: 2 } },
    });
    const { html } = await build([objects]);
    const mask =
      /data-testid="report-objects-mask"/.test(html) &&
      /<img class="mask" src="([^"]+)"/.exec(html);
    expect(drawnPixels(mask ? mask[1]! : '').drawn).toEqual([0, 1]);
    expect(html).toMatch(/face · 50% of the image/);
    expect(html).toContain('Not found in this image: dog.');
  });

  it('lists the web matches as text, never as links', async () => {
    const web = webSearchCheck('https://pics.example/cat.jpg', {
      result: {
        matches: {
          internet: [
            {
              url: 'javascript:alert(1)',
              matchType: 1,
              webPages: [{ url: 'https://copy.example/page' }],
            },
          ],
        },
      } as never,
    });
    const { html } = await build([web]);
    expect(html).toContain('<span class="address">javascript:alert(1)</span>');
    expect(html).toContain('<span class="address">https://copy.example/page</span>');
    expect(html).not.toMatch(/<a\s/);
  });
});

describe('a video check’s report', () => {
  it('draws both tracks on a timeline and lists every AI stretch with its times', async () => {
    const record = videoCheck();
    const { html } = await build([record]);
    expect(html).toContain('34% of the video’s scored time AI-generated');
    // The file's address under its own name (not the check's).
    expect(html).toContain(`<dt>Video file</dt><dd>${record.video.src}</dd>`);
    const svg = /<svg[\s\S]*?<\/svg>/.exec(html)![0];
    expect(svg).not.toMatch(/<script|\son\w+=/i);
    const visual = /<g data-track="visual">([\s\S]*?)<\/g>/.exec(svg)![1]!;
    const audio = /<g data-track="audio">([\s\S]*?)<\/g>/.exec(svg)![1]!;
    expect(visual.match(/data-kind="ai"/g)).toHaveLength(1);
    expect(audio.match(/data-kind="ai"/g)).toHaveLength(2);
    expect(audio.match(/data-kind="excluded"/g)).toHaveLength(1);
    // 0:42 of 2:00 on a 510-wide axis starting at 90.
    expect(visual).toContain('x="268.5"');
    for (const line of ['0:10–0:20 AI sound', '0:42–0:57 AI picture', '1:30–1:45 AI sound']) {
      expect(html).toContain(`<li>${line}</li>`);
    }
    expect(html).toContain('https://media.test/clips/interview.mp4');
  });

  it('gives the content credentials found', async () => {
    const { html } = await build([
      videoCheck({
        result: {
          ...(await import('../../popup/video/video-check.ts')).FINDINGS,
          provenance: { tool: 'Sora', issuer: 'OpenAI', signedAt: '2026-01-02' },
        },
      }),
    ]);
    expect(html).toContain('Made with Sora.');
    // As the popup says it: the date the reader's way.
    expect(html).toMatch(/Signed by OpenAI on [^<]*2026[^<]*\./);
  });
});

describe('a plagiarism scan’s report', () => {
  it('gives the score, the sources and the matched passages, and where the service’s PDF is', async () => {
    const scan = urlScanCheck({
      result: {
        aggregatedScore: 23,
        identicalWords: 40,
        minorChangedWords: 5,
        relatedMeaningWords: 2,
        sources: [
          {
            id: 's1',
            kind: 'internet',
            title: 'Original <essay>',
            url: 'https://source.example/x',
            matchedWords: 45,
          },
        ],
        alerts: [],
        passages: [{ sourceId: 's1', start: 0, length: 9, match: 'identical', quote: 'the quote' }],
      },
    });
    const { html } = await build([scan]);
    expect(html).toContain('Found elsewhere: 23% of the text');
    expect(html).toContain(
      'Original &lt;essay&gt;<br><span class="address">https://source.example/x</span>',
    );
    expect(html).toMatch(/<td>the quote<\/td><td>Identical<\/td><td>Original &lt;essay&gt;<\/td>/);
    expect(html).toContain('PDF report of this scan');
  });

  it('says the service’s score with its decimal, as the popup does', async () => {
    const scan = urlScanCheck({
      result: {
        aggregatedScore: 21.6,
        identicalWords: 40,
        minorChangedWords: 0,
        relatedMeaningWords: 0,
        sources: [],
        alerts: [],
      },
    });
    const { html } = await build([scan]);
    expect(html).toContain('Found elsewhere: 21.6% of the text');
  });
});
