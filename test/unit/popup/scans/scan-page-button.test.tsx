// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlScanState } from '../../../../src/popup/scans/use-url-scan.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

const plan: { value: unknown } = vi.hoisted(() => ({ value: undefined }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string) =>
    Promise.resolve(type === 'scans/plan' ? { ok: true, value: plan.value } : { ok: false }),
}));

const { ScanPageButton } = await import('../../../../src/popup/scans/scan-page-button.tsx');

const idle: UrlScanState = {
  scan: null,
  error: null,
  show: () => undefined,
  showError: () => undefined,
};
const button = (selection = '') => <ScanPageButton tabId={3} selection={selection} scan={idle} />;

afterEach(cleanup);

describe('ScanPageButton', () => {
  it('says what a page sent as text would send, and why, in English', async () => {
    plan.value = { route: 'text', why: 'chosen', filename: 'Essay.txt', words: 1200 };
    render(button('some words'));
    await waitFor(() => expect(screen.getByTestId('scan-plan')).toBeTruthy());
    expect(screen.getByTestId('scan-plan').textContent).toBe(
      'Scanning this page sends the page’s text (1,200 words), as the file “Essay.txt”. You chose to send the text. Checking the selection sends its text. Send the address instead',
    );
    expect(screen.getByTestId('scan-page').textContent).toBe('Scan this page for plagiarism');
  });

  it('says it in German, the count written the German way', async () => {
    plan.value = { route: 'text', why: 'chosen', filename: 'Aufsatz.txt', words: 1200 };
    render(inLanguage(await translatorIn('de'), button()));
    await waitFor(() => expect(screen.getByTestId('scan-plan')).toBeTruthy());
    expect(screen.getByTestId('scan-plan').textContent).toBe(
      'Beim Scannen dieser Seite wird gesendet: der Text der Seite (1.200 Wörter) als Datei „Aufsatz.txt“. Sie haben gewählt, den Text zu senden. Stattdessen die Adresse senden',
    );
    expect(screen.getByTestId('scan-page').textContent).toBe('Diese Seite auf Plagiate scannen');
  });
});
