import { beforeAll, describe, expect, it } from 'vitest';
import { badgeFor as badgeIn } from '../../../../src/background/engine/badge-text.ts';
import '../../../../src/background/text/text-badge.ts';
import '../../../../src/background/image/image-badge.ts';
import '../../../../src/background/video/video-badge.ts';
import type { Translator } from '../../../../src/shared/i18n/translator.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import { appError } from '../../../../src/core/errors.ts';
import * as v from 'valibot';
import { ImagePlagiarismResultSchema } from '../../../../src/api/endpoints/image-plagiarism-result.ts';
import { aiTextCheck, moderationCheck, webSearchCheck } from '../../../support/check-records.ts';
import { IMAGE_PLAGIARISM_RESULT } from '../../api/fixtures.ts';

let english: Translator;
let german: Translator;
beforeAll(async () => {
  [english, german] = await Promise.all([translatorIn('en'), translatorIn('de')]);
});
const badgeFor = (checks: CheckRecord[]) => badgeIn(english, checks);

const base = aiTextCheck({ id: 'al-badge-0001' });
const ai = (share: number): CheckRecord =>
  aiTextCheck({ ...base, result: { results: [], summary: { ai: share, human: 1 - share } } });
const moderation = (spans: number): CheckRecord =>
  moderationCheck({
    id: base.id,
    result: {
      moderations: {
        text: {
          chars: {
            labels: Array.from({ length: spans }, () => 0),
            starts: Array.from({ length: spans }, (_, i) => i * 10),
            lengths: Array.from({ length: spans }, () => 3),
          },
        },
      },
      legend: [{ index: 0, id: 'toxic-v1' }],
    },
  });

describe('badgeFor', () => {
  it('shows nothing without checks, and progress while any runs', () => {
    expect(badgeFor([])).toBeUndefined();
    expect(badgeFor([ai(0.9), { ...base, status: 'running' }])?.text).toBe('…');
  });

  it('shows the AI share first, coloured by how to read it', () => {
    const badge = badgeFor([ai(0.82), moderation(2)]);
    expect(badge).toMatchObject({ text: '82%', color: '#d9480f' });
    expect(badge?.title).toBe('Authenticity Lens: 82% of the text AI-written, 2 passages flagged');
    expect(badgeFor([ai(0.1)])?.color).toBe('#2b8a3e');
  });

  it('shows flagged passages when only moderation ran', () => {
    expect(badgeFor([moderation(3)])?.text).toBe('3');
    expect(badgeFor([moderation(0)])?.text).toBe('✓');
  });

  it('shows a failure', () => {
    const failed = { ...base, status: 'failed' as const, error: appError('credits', 'No credits') };
    expect(badgeFor([failed])).toMatchObject({
      text: '!',
      title: 'Authenticity Lens: AI detection failed',
    });
  });
});

describe('badgeFor an image check', () => {
  it('shows the share of AI-generated pixels', () => {
    const image: CheckRecord = {
      ...base,
      kind: 'ai-image',
      result: { summary: { ai: 0.42, human: 0.58 }, isAiDetected: true },
    };
    expect(badgeFor([image])).toMatchObject({
      text: '42%',
      title: 'Authenticity Lens: 42% of the image AI-generated',
    });
  });

  it('shows how many copies a web search found, or a tick for none', () => {
    const result = v.parse(ImagePlagiarismResultSchema, IMAGE_PLAGIARISM_RESULT);
    expect(badgeFor([webSearchCheck('https://a.example/x.jpg', { result })])).toMatchObject({
      text: '2',
      title: 'Authenticity Lens: image found on 2 sites: 1 exact copy, 1 altered copy',
    });
    const none = { ...result, matches: { ...result.matches, internet: [] } };
    expect(badgeFor([webSearchCheck('https://a.example/x.jpg', { result: none })])).toMatchObject({
      text: '✓',
      title: 'Authenticity Lens: image not found elsewhere on the web',
    });
  });
});

describe('badgeFor in the language chosen', () => {
  it('says what the checks found in German, the reader’s way with numbers and plurals', () => {
    const badge = badgeIn(german, [ai(0.82), moderation(1)]);
    // The badge itself stays short; its tooltip is German, with German spacing of percents.
    expect(badge?.text).toBe('82%');
    expect(badge?.title).toBe(
      'Authenticity Lens: 82\u00a0% des Textes von KI geschrieben, 1 Stelle markiert',
    );
    expect(badgeIn(german, [moderation(3)])?.title).toBe('Authenticity Lens: 3 Stellen markiert');
    expect(badgeIn(german, [ai(0.5), { ...base, status: 'running' }])?.title).toBe(
      'Authenticity Lens: wird geprüft…',
    );
  });

  it('names a failed check in German', () => {
    const failed = { ...base, status: 'failed' as const, error: appError('credits', 'No credits') };
    expect(badgeIn(german, [failed])?.title).toBe('Authenticity Lens: KI-Erkennung fehlgeschlagen');
  });
});
