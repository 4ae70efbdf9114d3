import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import english from '../../../../public/_locales/en/messages.json';
import german from '../../../../public/_locales/de/messages.json';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import { buildReport } from '../../../../src/shared/reports/build-report.ts';
import {
  aiTextSettings,
  moderationSettings,
} from '../../../../src/shared/checks/check-settings.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../../../src/shared/settings/settings.ts';
import { aiTextCheck, moderationCheck } from '../../../support/check-records.ts';
import { pieces, rangesOf, textBlock, unescape } from './report-html.ts';

const en = createTranslator('en', english, english);
const de = createTranslator('de', german, english);

// What the worker holds besides the settings pages see: none of it may reach a report.
const SECRETS = {
  apiKey: 'sk-live-5ecret-api-key-0042',
  token: 'eyJhbGciOiJIUzI1NiJ9.secret-token',
  relayUrl: 'https://relay.secret-school.example/hook/abc123',
};
const settings: Settings = {
  ...DEFAULT_SETTINGS,
  sandbox: false,
  sensitivity: 3,
  aiLanguage: 'de',
  moderationLabels: ['toxic-v1', 'violent-v1'],
  apiBaseUrl: 'https://api.secret-school.example',
};

// 0–39 human, 40–119 AI; "delve into" (62–72) an AI phrase; "stupid" (20–26) toxic.
const TEXT =
  'Our trip <b>&</b>was stupid but fun. ' +
  'In conclusion, let us delve into the rich tapestry of the journey, ' +
  'a testament to resilience and growth.';
const HUMAN = { start: 0, length: 37 };
const AI = { start: 37, length: TEXT.length - 37 };
const PHRASE_START = TEXT.indexOf('delve into');
const TOXIC_START = TEXT.indexOf('stupid');
const TITLE = 'Essay <script>alert(1)</script><img src=x onerror="alert(2)">';

const common = {
  createdAt: Date.UTC(2026, 10, 29, 14, 5),
  input: TEXT,
  credits: 4,
  source: { origin: 'selection' as const, title: TITLE, url: 'https://school.example/essay?id=7' },
};
const ai = aiTextCheck({
  ...common,
  id: 'al-scan-ai-0001',
  settings: aiTextSettings(settings),
  result: {
    modelVersion: 'v7.1-ai',
    summary: { ai: 0.868, human: 0.132 },
    results: [
      {
        classification: 1,
        probability: 0.91,
        matches: [{ text: { chars: { starts: [HUMAN.start], lengths: [HUMAN.length] } } }],
      },
      {
        classification: 2,
        probability: 0.97,
        matches: [{ text: { chars: { starts: [AI.start], lengths: [AI.length] } } }],
      },
    ],
    explain: {
      patterns: {
        statistics: { aiCount: [1840], humanCount: [100], proportion: [18.4] },
        text: { chars: { starts: [PHRASE_START], lengths: ['delve into'.length] } },
      },
    },
  },
});
const moderation = moderationCheck({
  ...common,
  id: 'al-scan-mod-0002',
  settings: moderationSettings(settings),
  credits: 1,
  result: {
    modelVersion: 'mod-2',
    moderations: {
      text: { chars: { labels: [3], starts: [TOXIC_START], lengths: ['stupid'.length] } },
    },
    legend: [{ index: 3, id: 'toxic-v1' }],
  },
});

const build = (records = [ai, moderation], t = en) =>
  buildReport(records, t, { timeZone: 'Europe/Berlin', now: Date.UTC(2026, 10, 30, 9) });

describe('a text check’s report', () => {
  it('holds the checked text whole, character for character', async () => {
    const { html } = await build();
    const text = pieces(textBlock(html))
      .map((p) => p.text)
      .join('');
    expect(text).toBe(TEXT);
  });

  it('marks each section, phrase and flagged span exactly where the record has it', async () => {
    const { html } = await build();
    const list = pieces(textBlock(html));
    expect([...rangesOf(list, 'data-sections')]).toEqual([
      [0, { start: HUMAN.start, end: HUMAN.start + HUMAN.length }],
      [1, { start: AI.start, end: AI.start + AI.length }],
    ]);
    expect([...rangesOf(list, 'data-phrases')]).toEqual([
      [0, { start: PHRASE_START, end: PHRASE_START + 'delve into'.length }],
    ]);
    expect([...rangesOf(list, 'data-flags')]).toEqual([
      [0, { start: TOXIC_START, end: TOXIC_START + 'stupid'.length }],
    ]);
    // The kinds are drawn by their classes: a section's, a phrase's, a label's.
    const at = (offset: number) =>
      list.find((p) => p.start <= offset && offset < p.start + p.text.length)!;
    expect(at(PHRASE_START).attributes['class']).toBe('sec-ai phrase');
    expect(at(TOXIC_START).attributes['class']).toBe('sec-human flag flag-toxic-v1 flag-end');
    expect(at(TOXIC_START).attributes['data-flag-names']).toBe('Toxic');
    expect(at(0).attributes['class']).toBe('sec-human');
  });

  it('gives the figures: share, sections’ probabilities, the phrase’s statistics, the labels', async () => {
    const { html } = await build();
    expect(html).toContain('Share judged AI-written: 87%');
    expect(html).toMatch(
      /<td class="num">1–37<\/td><td><span class="sec-human">Human-written<\/span><\/td><td class="num">91%<\/td>/,
    );
    expect(html).toMatch(
      /<td class="num">38–[\d,]+<\/td><td><span class="sec-ai">AI-written<\/span><\/td><td class="num">97%<\/td>/,
    );
    expect(html).toContain('<td dir="auto"><span class="phrase">delve into</span></td>');
    expect(html).toContain(
      '<td class="num">1,840</td><td class="num">100</td><td>About 18× more common in AI-written text</td>',
    );
    expect(html).toMatch(/<td>Toxic<\/td><td class="num">\d+–\d+<\/td><td dir="auto">stupid<\/td>/);
    // A key to each kind of mark shown.
    for (const name of ['AI-written', 'Human-written', 'AI phrase', 'Toxic']) {
      expect(html).toMatch(new RegExp(`<li><span class="[^"]+">${name}</span></li>`));
    }
  });

  it('says what, where, when (with its zone), how and at what cost', async () => {
    const { html } = await build();
    expect(html).toContain('https://school.example/essay?id=7');
    expect(html).toMatch(/<dt>Checked on<\/dt><dd>November 29, 2026 at 3:05:00\sPM GMT\+1<\/dd>/);
    expect(html).toContain('<dd>AI writing and Moderation</dd>');
    expect(html).toContain('<dt>AI detection sensitivity</dt><dd>High</dd>');
    expect(html).toContain('<dt>Language of checked text</dt><dd>German</dd>');
    expect(html).toContain('<dt>Moderation looks for</dt><dd>Toxic and Violence</dd>');
    expect(html).toContain('Sandbox mode off: a real check');
    expect(html).toContain('<dt>Model</dt><dd>v7.1-ai</dd>');
    expect(html).toContain('<dt>Scan id</dt><dd>al-scan-mod-0002</dd>');
    expect(html).toContain('<dt>Credits spent</dt><dd>4 credits</dd>');
    expect(html).toContain('<dt>Credits spent</dt><dd>1 credit</dd>');
    expect(html).toContain('not proof of how the text was written');
  });

  it('carries the SHA-256 of the text as checked', async () => {
    const { html } = await build();
    const expected = createHash('sha256').update(TEXT, 'utf8').digest('hex');
    expect(html).toContain(
      `<p class="fingerprint" data-testid="report-fingerprint">${expected}</p>`,
    );
  });

  it('keeps markup in a title or the text as text, and runs nothing', async () => {
    const { html } = await build();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    // No element carries an event handler (a title's `onerror=` stays in the text, escaped).
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.filter((tag) => /\son\w+\s*=/i.test(tag))).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`Check report: ${TITLE}`);
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
    expect(unescape(csp![1]!)).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it('holds no secret, whatever the settings held', async () => {
    const { html } = await build();
    for (const secret of [...Object.values(SECRETS), settings.apiBaseUrl, 'secret']) {
      expect(html).not.toContain(secret);
    }
  });

  it('is written in the reader’s language, and names its file after what was checked', async () => {
    const { html, filename } = await build([ai, moderation], de);
    expect(html).toMatch(/^<!doctype html>\n<html lang="de" dir="ltr">/);
    expect(html).toContain('Der geprüfte Text');
    expect(html).toContain('Als KI-geschrieben eingeschätzter Anteil: 87');
    expect(filename).toMatch(
      /^report-essay-script-alert-1-script-img-src-x-[\w-]*2026-11-29\.html$/,
    );
  });

  it('reads a right-to-left text right in any report, and a right-to-left report right', async () => {
    const arabic = aiTextCheck({
      ...ai,
      input: 'هذا نص للتحقق منه',
      result: { results: [], summary: { ai: 0, human: 1 } },
    });
    const { html } = await build([arabic]);
    expect(html).toContain('<div class="checked-text" dir="auto"');
    const rtl = { ...en, dir: 'rtl' as const };
    expect((await build([arabic], rtl)).html).toContain('dir="rtl"');
  });

  it('names pasted text as such', async () => {
    const pasted = aiTextCheck({ ...ai, source: { origin: 'pasted' } });
    const { html, filename } = await build([pasted]);
    expect(html).toContain('<dt>Checked</dt><dd>Pasted text</dd>');
    expect(filename).toBe('report-pasted-text-2026-11-29.html');
  });
});
