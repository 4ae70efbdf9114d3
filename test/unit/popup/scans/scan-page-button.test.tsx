// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlScanState } from '../../../../src/popup/scans/use-url-scan.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

const plan: { value: unknown; run: unknown; sent: { type: string; payload: unknown }[] } =
  vi.hoisted(() => ({ value: undefined, run: undefined, sent: [] }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    plan.sent.push({ type, payload });
    if (type === 'scans/plan') return Promise.resolve({ ok: true, value: plan.value });
    if (type === 'scans/start-plan') return Promise.resolve({ ok: true, value: plan.run });
    return Promise.resolve({ ok: false });
  },
}));

const { ScanPageButton } = await import('../../../../src/popup/scans/scan-page-button.tsx');

const idle: UrlScanState = {
  scan: null,
  error: null,
  show: () => undefined,
  showError: () => undefined,
};
const button = (selection = '') => <ScanPageButton tabId={3} selection={selection} scan={idle} />;

afterEach(() => {
  cleanup();
  plan.sent = [];
});

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

  it('runs the plan shown by its id; when the page changed, shows the new plan and says so', async () => {
    plan.value = { id: 'plan-0001', route: 'url', why: 'public' };
    plan.run = {
      outcome: 'ask-again',
      why: 'changed',
      plan: { id: 'plan-0002', route: 'text', why: 'signed-in', filename: 'A.txt', words: 300 },
    };
    const shown: unknown[] = [];
    render(
      <ScanPageButton tabId={3} selection="" scan={{ ...idle, show: (s) => shown.push(s) }} />,
    );
    await waitFor(() => expect(screen.getByTestId('scan-plan').dataset['route']).toBe('url'));
    fireEvent.click(screen.getByTestId('scan-page'));
    await waitFor(() => expect(screen.getByTestId('scan-plan').dataset['route']).toBe('text'));
    expect(plan.sent.filter((m) => m.type === 'scans/start-plan')).toEqual([
      { type: 'scans/start-plan', payload: { tabId: 3, planId: 'plan-0001', route: 'auto' } },
    ]);
    expect(plan.sent.some((m) => m.type === 'scans/start')).toBe(false);
    const note = screen.getByTestId('scan-plan-again');
    expect(note.dataset['why']).toBe('changed');
    expect(note.textContent).toBe(
      'Nothing was sent: the page changed since. Check the route again, then scan.',
    );
    expect(shown).toEqual([]);

    // The second click runs the new plan.
    plan.run = { outcome: 'started', scan: { id: 'scan-1' } };
    fireEvent.click(screen.getByTestId('scan-page'));
    await waitFor(() => expect(shown).toEqual([{ id: 'scan-1' }]));
    expect(plan.sent.filter((m) => m.type === 'scans/start-plan').at(-1)?.payload).toEqual({
      tabId: 3,
      planId: 'plan-0002',
      route: 'auto',
    });
    expect(screen.queryByTestId('scan-plan-again')).toBeNull();
  });
});
