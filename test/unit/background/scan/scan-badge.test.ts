import { beforeAll, describe, expect, it } from 'vitest';
import '../../../../src/background/scan/scan-badge.ts';
import { badgeFor } from '../../../../src/background/engine/badge-text.ts';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import type { Translator } from '../../../../src/shared/i18n/translator.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { scanIsOpen, scanUnderWay } from '../../../../src/shared/checks/scan-progress.ts';
import { initialScanState } from '../../../../src/shared/scans/url-scan-state.ts';
import { scanRecord } from '../../../support/url-scan-fixtures.ts';

let english: Translator;
let french: Translator;
beforeAll(async () => {
  [english, french] = await Promise.all([translatorIn('en'), translatorIn('fr')]);
});
/** A scan's badge as the engine writes it from the words the scan registered. */
const badgeIn = (t: Translator, record: UrlScanCheck) => {
  const badge = badgeFor(t, [record]);
  if (!badge) throw new Error('no badge');
  return badge;
};
const badgeForScan = (record: UrlScanCheck) => badgeIn(english, record);

const result = (aggregatedScore: number, sources = 2) => ({
  aggregatedScore,
  identicalWords: 1,
  minorChangedWords: 0,
  relatedMeaningWords: 0,
  sources: Array.from({ length: sources }, (_, i) => ({ id: `r${i}`, kind: 'internet' as const })),
  alerts: [],
});

describe('URL scan badge and openness', () => {
  it('shows progress, the cost question, the score by colour, or a failure', () => {
    expect(badgeForScan(scanRecord()).text).toBe('…');
    const asking = scanRecord({
      status: 'pending',
      scan: initialScanState('awaiting-confirmation'),
    });
    expect(badgeForScan(asking).text).toBe('?');
    const low = badgeForScan(scanRecord({ status: 'done', result: result(4.4) }));
    const high = badgeForScan(scanRecord({ status: 'done', result: result(55, 1) }));
    expect(low).toMatchObject({ text: '4%', color: '#2b8a3e' });
    expect(high).toMatchObject({ text: '55%', color: '#c92a2a' });
    expect(high.title).toContain('55% matched, 1 source');
    const failed = badgeForScan(scanRecord({ status: 'failed' }));
    expect(failed).toEqual({
      text: '!',
      color: '#c92a2a',
      title: 'Authenticity Lens: plagiarism scan failed',
    });
    expect(badgeForScan(scanRecord({ status: 'done' }))).toEqual({
      text: '!',
      color: '#c92a2a',
      title: 'Authenticity Lens: plagiarism scan result unreadable',
    });
    expect(badgeForScan(asking)).toEqual({
      text: '?',
      color: '#7048e8',
      title: 'Authenticity Lens: plagiarism scan waits for you to confirm its cost',
    });
    expect(badgeForScan(scanRecord())).toEqual({
      text: '…',
      color: '#5c7cfa',
      title: 'Authenticity Lens: plagiarism scan running…',
    });
  });

  it('shows nothing for a scan the user stopped waiting for', () => {
    const stopped = scanRecord({
      status: 'failed',
      error: { kind: 'cancelled', message: 'You stopped waiting for this scan.' },
    });
    expect(badgeForScan(stopped)).toEqual({
      text: '',
      color: '#5c7cfa',
      title: 'Authenticity Lens',
    });
  });

  it('says it in French, with French plurals and spacing', () => {
    const one = badgeIn(french, scanRecord({ status: 'done', result: result(55, 1) }));
    expect(one.text).toBe('55%');
    expect(one.title).toBe(
      'Authenticity Lens\u00a0: recherche de plagiat, 55\u00a0% de correspondance, 1 source',
    );
    const two = badgeIn(french, scanRecord({ status: 'done', result: result(12) }));
    expect(two.title).toMatch(/, 2 sources$/);
    expect(badgeIn(french, scanRecord()).title).toBe(
      'Authenticity Lens\u00a0: recherche de plagiat en cours…',
    );
  });

  it('is open while waiting for the service, not while waiting for the user', () => {
    expect(scanIsOpen(scanRecord())).toBe(true);
    expect(
      scanIsOpen(
        scanRecord({ status: 'pending', scan: initialScanState('awaiting-confirmation') }),
      ),
    ).toBe(false);
    expect(scanIsOpen(scanRecord({ status: 'done', scan: initialScanState('finished') }))).toBe(
      false,
    );
    expect(scanIsOpen(scanRecord({ status: 'failed' }))).toBe(false);
  });
});

describe('openness while matched passages are read', () => {
  const done = (passagesState?: 'reading' | 'read' | 'failed') =>
    scanRecord({
      status: 'done',
      scan: initialScanState('finished'),
      result: { ...result(12), ...(passagesState ? { passagesState } : {}) },
    });

  it('is open while a finished text scan’s passages are being read', () => {
    expect(scanIsOpen(done('reading'))).toBe(true);
  });

  it('is closed once they are read, or failed, or for a scan without passages', () => {
    expect(scanIsOpen(done('read'))).toBe(false);
    expect(scanIsOpen(done('failed'))).toBe(false);
    expect(scanIsOpen(done())).toBe(false);
  });

  it('is closed for a failed scan whatever its passages say', () => {
    const failed = scanRecord({ ...done('reading'), status: 'failed' });
    expect(scanIsOpen(failed)).toBe(false);
  });
});

describe('a scan under way (a new scan of the tab waits for it)', () => {
  it('is one not finished, including one waiting for the user’s yes to its cost', () => {
    expect(scanUnderWay(scanRecord())).toBe(true);
    expect(
      scanUnderWay(
        scanRecord({ status: 'pending', scan: initialScanState('awaiting-confirmation') }),
      ),
    ).toBe(true);
  });

  it('is not a finished one still exporting or reading its passages', () => {
    const reading = scanRecord({
      status: 'done',
      scan: initialScanState('finished'),
      result: { ...result(12), passagesState: 'reading' },
    });
    expect(scanIsOpen(reading)).toBe(true);
    expect(scanUnderWay(reading)).toBe(false);
    expect(scanUnderWay(scanRecord({ status: 'failed' }))).toBe(false);
  });
});
