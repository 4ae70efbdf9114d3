import { describe, expect, it } from 'vitest';
import {
  pageRouteRule,
  SAME_PAGE_SHARE,
  samplePhrases,
  shareFound,
  type PublicView,
} from '../../../../src/shared/scans/public-view.ts';
import { sayWords } from '../../../../src/shared/i18n/say-words.ts';
import { translatorIn } from '../../../support/i18n/translator-in.ts';

/** `count` distinct words: w0 w1 w2 … */
const numbered = (count: number, from = 0): string =>
  Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ');

const PAGE = 'https://news.example.com/story/17';
const view = (change: Partial<PublicView> = {}): PublicView => ({
  status: 200,
  finalUrl: PAGE,
  found: 1,
  ...change,
});

describe('samplePhrases', () => {
  it('gives none for a text shorter than one phrase of 8 words', () => {
    expect(samplePhrases('')).toEqual([]);
    expect(samplePhrases('  ...  ')).toEqual([]);
    expect(samplePhrases(numbered(7))).toEqual([]);
  });

  it('reads words case- and punctuation-free, letters and digits of any script', () => {
    expect(samplePhrases('One, TWO; three! four-five "six" (seven) eight.')).toEqual([
      'one two three four five six seven eight',
    ]);
    expect(samplePhrases('Über NAÏVE café — 42 Straße, ÉCOLE 7 mañana!')).toEqual([
      'über naïve café 42 straße école 7 mañana',
    ]);
  });

  it('takes consecutive phrases while the text has at most 24 of them, dropping the rest', () => {
    const phrases = samplePhrases(numbered(100)); // 12 whole phrases, 4 words left over
    expect(phrases).toHaveLength(12);
    expect(phrases[0]).toBe(numbered(8));
    expect(phrases[11]).toBe(numbered(8, 88));
    expect(phrases.join(' ')).toBe(numbered(96));
  });

  it('spreads at most 24 phrases of 8 words over a long text, from its start to near its end', () => {
    const phrases = samplePhrases(numbered(1000));
    expect(phrases).toHaveLength(24);
    for (const phrase of phrases) expect(phrase.split(' ')).toHaveLength(8);
    const starts = phrases.map((p) => Number(p.split(' ')[0]!.slice(1)));
    expect(starts[0]).toBe(0);
    // Evenly spread: every phrase starts on a phrase boundary, later than the one before, and
    // the last one is in the text's last tenth.
    expect(starts.every((s) => s % 8 === 0)).toBe(true);
    expect(starts.every((s, i) => i === 0 || s > starts[i - 1]!)).toBe(true);
    expect(starts.at(-1)).toBeGreaterThanOrEqual(900);
    expect(starts.at(-1)! + 8).toBeLessThanOrEqual(1000);
    expect(Math.max(...starts.slice(1).map((s, i) => s - starts[i]!))).toBeLessThanOrEqual(48);
  });

  it('takes every phrase of a text of exactly 24', () => {
    expect(samplePhrases(numbered(192)).join(' ')).toBe(numbered(192));
  });
});

describe('shareFound', () => {
  it('is 1 when nothing was sampled, whatever the other text is', () => {
    expect(shareFound([], '')).toBe(1);
    expect(shareFound([], 'Please sign in to continue.')).toBe(1);
  });

  it('is 1 for a text too short to sample, even against an empty page', () => {
    const phrases = samplePhrases('Only seven words in this short note.');
    expect(phrases).toEqual([]);
    expect(shareFound(phrases, '')).toBe(1);
  });

  it('finds phrases whatever the case, punctuation and spacing of the other copy', () => {
    const phrases = samplePhrases('The keepers lit the lamp at dusk every night.');
    const other = 'Header. THE keepers -- lit\n the   LAMP, at "dusk" (every) night!!! Footer';
    expect(shareFound(phrases, other)).toBe(1);
  });

  it('matches whole words only', () => {
    const phrases = samplePhrases('one two three four five six seven eight');
    expect(shareFound(phrases, 'someone two three four five six seven eighty')).toBe(0);
    expect(shareFound(phrases, 'x one two three four five six seven eight y')).toBe(1);
  });

  it('is the share of phrases found', () => {
    const phrases = samplePhrases(numbered(32)); // 4 phrases
    expect(phrases).toHaveLength(4);
    expect(shareFound(phrases, numbered(16))).toBe(0.5);
    expect(shareFound(phrases, `${numbered(8)} and ${numbered(8, 24)}`)).toBe(0.5);
    expect(shareFound(phrases, numbered(24))).toBe(0.75);
    expect(shareFound(phrases, 'Sign in to read this story.')).toBe(0);
  });
});

describe('pageRouteRule', () => {
  it.each([
    ['http://localhost:3000/notes', 'localhost'],
    ['http://127.0.0.1/wiki/Page', '127.0.0.1'],
    ['http://10.1.2.3/intranet', '10.1.2.3'],
    ['http://192.168.0.10/admin', '192.168.0.10'],
    ['http://172.20.0.5/docs', '172.20.0.5'],
    ['https://nas.local/share/essay', 'nas.local'],
    ['https://wiki.corp.internal/page', 'wiki.corp.internal'],
    ['http://[::1]:8080/draft', '[::1]'],
    ['http://[fd00::5]/draft', '[fd00::5]'],
  ])('sends the text of a page on a private host: %s', (url, host) => {
    const verdict = pageRouteRule(url, undefined);
    expect(verdict).toMatchObject({ route: 'text', why: 'not-public' });
    expect(verdict.route === 'text' && verdict.detail).toBe(
      `${host} is not on the public internet, so the service cannot fetch it.`,
    );
  });

  it('judges the host before what an anonymous fetch saw', () => {
    expect(
      pageRouteRule('http://localhost/a', view({ finalUrl: 'http://localhost/a' })),
    ).toMatchObject({
      route: 'text',
      why: 'not-public',
      detail: 'localhost is not on the public internet, so the service cannot fetch it.',
    });
  });

  it('sends the address, unchecked, when the anonymous fetch could not run', () => {
    expect(pageRouteRule(PAGE, undefined)).toEqual({ route: 'url', why: 'unchecked' });
  });

  it('sends the text when the anonymous fetch failed (status 0)', () => {
    expect(pageRouteRule(PAGE, view({ status: 0 }))).toMatchObject({
      route: 'text',
      why: 'signed-in',
      detail: 'Without your cookies the address could not be opened.',
    });
  });

  it.each([401, 403, 404, 500, 503, 304, 199])('sends the text on HTTP %i', (status) => {
    expect(pageRouteRule(PAGE, view({ status }))).toMatchObject({
      route: 'text',
      why: 'signed-in',
      detail: `Without your cookies the address answers HTTP ${status}.`,
    });
  });

  it('sends the text when the address leads elsewhere, naming where', () => {
    const login = pageRouteRule(
      PAGE,
      view({ finalUrl: 'https://news.example.com/login?next=%2Fstory%2F17' }),
    );
    expect(login).toMatchObject({
      route: 'text',
      why: 'signed-in',
      detail: 'Without your cookies the address leads to news.example.com/login.',
    });
    const sso = pageRouteRule(PAGE, view({ finalUrl: 'https://accounts.example.org/signin' }));
    expect(sso.route === 'text' && sso.detail).toContain('accounts.example.org/signin');
    const unreadable = pageRouteRule(PAGE, view({ finalUrl: 'not an address' }));
    expect(unreadable).toMatchObject({ route: 'text', why: 'signed-in' });
    expect(unreadable.route === 'text' && unreadable.detail).toContain('another page');
  });

  it('keeps a long address in the detail short', () => {
    const far = `https://sso.example.org/${'p'.repeat(300)}`;
    const verdict = pageRouteRule(PAGE, view({ finalUrl: far }));
    expect(verdict.route === 'text' && verdict.detail).toBe(
      `Without your cookies the address leads to ${`sso.example.org/${'p'.repeat(300)}`.slice(0, 120)}.`,
    );
  });

  it('takes the same path with or without a trailing slash, or another query, as the same page', () => {
    for (const finalUrl of [
      `${PAGE}/`,
      `${PAGE}//`,
      `${PAGE}?utm_source=feed`,
      `${PAGE}#comments`,
    ]) {
      expect(pageRouteRule(PAGE, view({ finalUrl })), finalUrl).toMatchObject({
        route: 'url',
        why: 'public',
      });
    }
    expect(pageRouteRule(`${PAGE}/`, view({ finalUrl: PAGE }))).toMatchObject({
      route: 'url',
      why: 'public',
    });
  });

  it('sends the text when the anonymous copy shows less than 60% of the phrases', () => {
    expect(SAME_PAGE_SHARE).toBe(0.6);
    expect(pageRouteRule(PAGE, view({ found: 0.59 }))).toMatchObject({
      route: 'text',
      why: 'signed-in',
      detail:
        'Without your cookies the address shows other text (59% of what you see): the page needs your sign-in, or builds its text with scripts.',
    });
    const none = pageRouteRule(PAGE, view({ found: 0 }));
    expect(none.route === 'text' && none.detail).toMatch(
      /^Without your cookies the address shows other text \(0% of what you see\)/,
    );
  });

  it('sends the address when the public copy shows what the user sees', () => {
    expect(pageRouteRule(PAGE, view({ found: 0.6 }))).toEqual({ route: 'url', why: 'public' });
    expect(pageRouteRule(PAGE, view({ found: 0.95 }))).toEqual({ route: 'url', why: 'public' });
    expect(pageRouteRule(PAGE, view())).toEqual({ route: 'url', why: 'public' });
    expect(pageRouteRule(PAGE, view({ status: 204 }))).toEqual({ route: 'url', why: 'public' });
  });

  it('judges a real comparison end to end', () => {
    const seen = `${'The harbour keepers trimmed the wicks and wound the clockwork at dusk. '.repeat(3)}${numbered(200)}`;
    const phrases = samplePhrases(seen);
    const paywall = 'Subscribe to keep reading. The harbour keepers trimmed the wicks and';
    expect(pageRouteRule(PAGE, view({ found: shareFound(phrases, seen) }))).toEqual({
      route: 'url',
      why: 'public',
    });
    expect(pageRouteRule(PAGE, view({ found: shareFound(phrases, paywall) }))).toMatchObject({
      route: 'text',
      why: 'signed-in',
    });
  });
});

describe('the reason, in the reader’s language', () => {
  it('says in English just what the log keeps, and in German in German', async () => {
    const [english, german] = await Promise.all([translatorIn('en'), translatorIn('de')]);
    const views: (PublicView | undefined)[] = [
      view({ status: 0 }),
      view({ status: 403 }),
      view({ finalUrl: 'https://news.example.com/login?next=%2Fstory' }),
      view({ found: 0.4 }),
    ];
    const verdicts = [
      pageRouteRule('http://intranet.local/a', undefined),
      ...views.map((seen) => pageRouteRule(PAGE, seen)),
    ];
    for (const verdict of verdicts) {
      if (verdict.route !== 'text') throw new Error('expected the text route');
      expect(sayWords(english, verdict.detailWords, '')).toBe(verdict.detail);
      const said = sayWords(german, verdict.detailWords, '');
      expect(said).not.toBe(verdict.detail);
      expect(said).not.toBe('');
    }
    const otherText = verdicts.at(-1);
    expect(otherText?.route === 'text' && sayWords(german, otherText.detailWords, '')).toContain(
      '40\u00a0%',
    );
  });
});
