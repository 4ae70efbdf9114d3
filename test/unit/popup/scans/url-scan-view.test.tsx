// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import { urlScanCheck } from '../../../support/check-records.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

const world = vi.hoisted(() => {
  const state: { asked: string[]; sent: [string, unknown][]; again?: unknown } = {
    asked: [],
    sent: [],
  };
  return state;
});

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    world.sent.push([type, payload]);
    return Promise.resolve(world.again ? { ok: true, value: world.again } : { ok: false });
  },
}));
vi.mock('../../../../src/platform/host-permission.ts', () => ({
  requestSiteAccess: (site: string) => {
    world.asked.push(site);
    return Promise.resolve(true);
  },
}));

const { UrlScanView } = await import('../../../../src/popup/scans/url-scan-view.tsx');

/** A finished scan of selected text, sent as a file, with one source and credits spent. */
const finished = (change: Partial<UrlScanCheck> = {}): UrlScanCheck =>
  urlScanCheck({
    source: { url: 'https://example.com/a', title: 'Essay', tabId: 3, origin: 'selection' },
    submission: { route: 'text', filename: 'Essay (selection).txt', why: 'selection' },
    result: {
      aggregatedScore: 12.5,
      identicalWords: 1,
      minorChangedWords: 1200,
      relatedMeaningWords: 0,
      credits: 2,
      sources: [{ id: 's1', kind: 'internet', title: 'A blog', matchedWords: 40 }],
      alerts: [],
    },
    ...change,
  });

/** A scan waiting for the user's yes to what it costs. */
const costing = (credits: number): UrlScanCheck =>
  urlScanCheck({
    status: 'pending',
    scan: { phase: 'awaiting-confirmation', cursors: {}, newResults: 0, expectedCredits: credits },
  });

const view = (scan: UrlScanCheck) => <UrlScanView scan={scan} onChanged={() => undefined} />;

afterEach(cleanup);

describe('UrlScanView', () => {
  it('says a finished scan in English outside a translated page', () => {
    render(view(finished()));
    expect(screen.getByTestId('scan-sent').textContent).toBe(
      'Sent the selected text, as the file “Essay (selection).txt”.',
    );
    expect(screen.getByTestId('scan-score').textContent).toBe('12.5%');
    expect(screen.getByText(/of the selection matches other sources/)).toBeTruthy();
    expect(screen.getByTestId('scan-identical').textContent).toBe('1 word');
    expect(screen.getByTestId('scan-minor').textContent).toBe('1,200 words');
    expect(screen.getByTestId('scan-source-count').textContent).toBe('1');
    expect(screen.getByTestId('scan-meta').textContent).toBe('2 credits');
  });

  it('says a finished scan in German, counts and shares written the German way', async () => {
    render(inLanguage(await translatorIn('de'), view(finished())));
    expect(screen.getByText(/^Plagiatsprüfung einer Auswahl: Essay$/)).toBeTruthy();
    expect(screen.getByTestId('scan-sent').textContent).toBe(
      'Gesendet: der markierte Text als Datei „Essay (selection).txt“.',
    );
    expect(screen.getByTestId('scan-score').textContent).toBe('12,5\u00a0%');
    expect(screen.getByText(/der Auswahl stimmen mit anderen Quellen überein/)).toBeTruthy();
    expect(screen.getByTestId('scan-identical').textContent).toBe('1 Wort');
    expect(screen.getByTestId('scan-minor').textContent).toBe('1.200 Wörter');
    expect(screen.getByRole('heading', { name: 'Gefundene Quellen: 1' })).toBeTruthy();
    expect(screen.getByTestId('scan-source-count').textContent).toBe('1');
    expect(screen.getByTestId('scan-meta').textContent).toBe('2 Credits');
    expect(screen.getByTestId('scan-download-report').textContent).toBe('Bericht herunterladen');
  });

  it('says a scan that failed or finished unreadable in the page’s language', async () => {
    render(view(finished({ status: 'failed' })));
    expect(screen.getByRole('alert').textContent).toContain('The scan stopped unexpectedly.');
    cleanup();
    const german = await translatorIn('de');
    render(inLanguage(german, view(finished({ status: 'failed' }))));
    expect(screen.getByRole('alert').textContent).toContain('Der Scan wurde unerwartet beendet.');
    cleanup();
    render(inLanguage(german, view(finished({ result: undefined }))));
    expect(screen.getByRole('alert').textContent).toContain(
      'Der Scan endete mit einem Ergebnis, das wir nicht lesen können.',
    );
  });

  it('asks to confirm the cost in the plural form the count needs, the count in bold', async () => {
    const german = await translatorIn('de');
    render(inLanguage(german, view(costing(1))));
    expect(screen.getByTestId('scan-cost').querySelector('p')?.textContent).toBe(
      'Dieser Scan kostet 1 Credit. Scan starten?',
    );
    expect(screen.getByTestId('scan-expected-credits').textContent).toBe('1');
    cleanup();
    render(inLanguage(german, view(costing(2))));
    expect(screen.getByTestId('scan-cost').querySelector('p')?.textContent).toBe(
      'Dieser Scan kostet 2 Credits. Scan starten?',
    );
    expect(screen.getByTestId('scan-confirm').textContent).toBe('Scan starten');
    cleanup();
    render(view(costing(2)));
    expect(screen.getByTestId('scan-cost').querySelector('p')?.textContent).toBe(
      'This scan costs 2 credits. Start the scan?',
    );
  });

  it('joins the sentences of the sent line the Japanese way, without spaces', async () => {
    const scan = finished({
      source: { url: 'https://example.com/a', tabId: 3, origin: 'url' },
      submission: { route: 'url', why: 'chosen' },
      cachedFrom: 'check-0',
    });
    render(inLanguage(await translatorIn('ja'), view(scan)));
    expect(screen.getByTestId('scan-sent').textContent).toBe(
      '送信内容：ページのアドレス（ページはサービスが直接取得します）。アドレスを送信するよう選択されました。履歴から回答：このテキストは以前にスキャン済みのため、何も消費されていません。',
    );
  });

  it('offers to allow a linked document’s site, then scans the link again', async () => {
    const link = 'https://files.example.org/essay.docx';
    const unread = urlScanCheck({
      status: 'failed',
      input: link,
      source: { url: link, title: 'essay.docx', tabId: 3, origin: 'page', unpainted: 'document' },
      error: {
        kind: 'permission',
        message: 'This document is on files.example.org, which Authenticity Lens may not read yet.',
        code: 'host-access',
        site: 'https://files.example.org',
      },
    });
    const started = urlScanCheck({ id: 'scan-2', status: 'pending', input: link });
    world.again = started;
    const changed: unknown[] = [];
    render(<UrlScanView scan={unread} onChanged={(scan) => changed.push(scan)} />);
    // Nothing was sent, so no "Sent …" line.
    expect(screen.queryByTestId('scan-sent')).toBeNull();
    const allow = screen.getByTestId('allow-file-site');
    expect(allow.textContent).toBe('Allow reading files from files.example.org');
    fireEvent.click(allow);
    await waitFor(() => expect(changed).toEqual([started]));
    expect(world.asked).toEqual(['https://files.example.org']);
    expect(world.sent).toEqual([['scans/start-document', { tabId: 3, url: link }]]);
  });
});
