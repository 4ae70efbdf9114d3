import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';
import german from '../../../../public/_locales/de/messages.json';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import type { CheckRecord } from '../../../../src/shared/checks/check-record.ts';
import { summarizeCheck } from '../../../../src/shared/checks/check-summary.ts';
import { appError } from '../../../../src/core/errors.ts';
import * as v from 'valibot';
import { ImagePlagiarismResultSchema } from '../../../../src/api/endpoints/image-plagiarism-result.ts';
import {
  aiTextCheck,
  imageCheck,
  moderationCheck,
  webSearchCheck,
} from '../../../support/check-records.ts';
import { IMAGE_PLAGIARISM_RESULT } from '../../api/fixtures.ts';

const common = {
  id: 'al-summary-01',
  createdAt: 1_700_000_000_000,
  source: { origin: 'selection' as const, title: 'An essay', url: 'https://example.com/essay' },
  input: 'A long text that is never part of a summary.',
  credits: 3,
};
const en = createTranslator('en', english, english);
const de = createTranslator('de', german, english);

const base: CheckRecord = aiTextCheck({
  ...common,
  result: { results: [], summary: { ai: 0.634, human: 0.366 } },
});

describe('summarizeCheck', () => {
  it('says what was checked and the outcome, without the input', () => {
    const summary = summarizeCheck(base, en);
    expect(summary).toEqual({
      id: 'al-summary-01',
      kind: 'ai-text',
      status: 'done',
      createdAt: 1_700_000_000_000,
      title: 'Selection: An essay',
      url: 'https://example.com/essay',
      site: 'example.com',
      origin: 'selection',
      outcome: '63% of the text AI-written',
      credits: 3,
      fromHistory: false,
    });
    expect(JSON.stringify(summary)).not.toContain('never part of a summary');
  });

  it('words each kind’s outcome', () => {
    const moderation = summarizeCheck(
      moderationCheck({
        ...common,
        result: {
          moderations: { text: { chars: { labels: [0], starts: [2], lengths: [4] } } },
          legend: [{ index: 0, id: 'toxic-v1' }],
        },
      }),
      en,
    );
    expect(moderation.outcome).toBe('1 passage flagged');
    const image = summarizeCheck(
      imageCheck('https://example.com/a.jpg', {
        ...common,
        source: { origin: 'image' },
        result: { summary: { ai: 0.1, human: 0.9 } },
      }),
      en,
    );
    expect(image).toMatchObject({ title: 'Image', outcome: '10% of the image AI-generated' });
    const web = summarizeCheck(
      webSearchCheck('https://example.com/a.jpg', {
        ...common,
        source: { origin: 'image' },
        result: v.parse(ImagePlagiarismResultSchema, IMAGE_PLAGIARISM_RESULT),
      }),
      en,
    );
    expect(web).toMatchObject({
      kind: 'image-plagiarism',
      outcome: 'Found on 2 sites: 1 exact copy, 1 altered copy',
    });
  });

  it('names the site only for web pages', () => {
    const local = summarizeCheck(
      { ...base, source: { origin: 'page', url: 'file:///home/me/notes.html' } },
      en,
    );
    expect(local.site).toBeUndefined();
    expect(local.origin).toBe('page');
  });

  it('gives the error of a failed check, and marks answers from history', () => {
    const failed = {
      ...base,
      status: 'failed' as const,
      error: appError('credits', 'No credits left.'),
    };
    expect(summarizeCheck(failed, en).outcome).toBe('No credits left.');
    expect(summarizeCheck({ ...base, cachedFrom: 'al-older-01' }, en).fromHistory).toBe(true);
    expect(summarizeCheck({ ...base, status: 'running' }, en).outcome).toBe('Checking…');
  });

  it('says it all in the reader’s language, numbers their way', () => {
    const summary = summarizeCheck(base, de);
    expect(summary).toMatchObject({
      title: 'Auswahl: An essay',
      outcome: '63\u00a0% des Textes von KI geschrieben',
    });
    const flagged = (count: number) =>
      summarizeCheck(
        moderationCheck({
          ...common,
          result: {
            moderations: {
              text: {
                chars: {
                  labels: Array<number>(count).fill(0),
                  starts: Array.from({ length: count }, (_, i) => i * 10),
                  lengths: Array<number>(count).fill(4),
                },
              },
            },
            legend: [{ index: 0, id: 'toxic-v1' }],
          },
        }),
        de,
      ).outcome;
    expect(flagged(1)).toBe('1 Passage beanstandet');
    expect(flagged(3)).toBe('3 Passagen beanstandet');
    expect(summarizeCheck({ ...base, status: 'pending' }, de).outcome).toBe('Wartet…');
  });
});
