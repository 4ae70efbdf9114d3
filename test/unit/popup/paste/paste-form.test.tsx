// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the form asked the worker, and a fixed answer per message. */
const worker = vi.hoisted(() => ({ calls: [] as [string, unknown][] }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    worker.calls.push([type, payload]);
    const value =
      type === 'checks/start-pasted' ? { ids: ['c1'], checks: [] } : { id: 's1', kind: 'url-scan' };
    return Promise.resolve({ ok: true, value });
  },
}));

const { inLanguage, translatorIn } = await import('../../../support/i18n/in-language.tsx');
const { PasteForm } = await import('../../../../src/popup/paste/paste-form.tsx');

const WORDS = 'The keepers wound the clockwork and polished the brass every evening. ';

function renderForm(sandbox = false, focusRequest = 0) {
  const handlers = {
    onStarted: vi.fn(),
    onError: vi.fn(),
    onScanStarted: vi.fn(),
    onScanError: vi.fn(),
  };
  render(<PasteForm tabId={4} sandbox={sandbox} focusRequest={focusRequest} {...handlers} />);
  return handlers;
}

const paste = (text: string): void => {
  fireEvent.input(screen.getByTestId('paste-text'), { target: { value: text } });
};
const button = (): HTMLButtonElement => screen.getByTestId<HTMLButtonElement>('paste-check');

afterEach(() => {
  cleanup();
  worker.calls.length = 0;
});

describe('PasteForm', () => {
  it('counts the text as it is checked and refuses it too short, before anything is sent', () => {
    renderForm();
    expect(button().disabled).toBe(true);
    paste('  \r\nToo short to check.\r\n  ');
    expect(screen.getByTestId('paste-count').textContent).toBe('19 of 100,000 characters');
    expect(screen.getByTestId('paste-refusal').textContent).toContain('this has 19');
    expect(button().disabled).toBe(true);
  });

  it('says the estimated credits for the checks chosen, and none in sandbox mode', () => {
    renderForm();
    paste(WORDS.repeat(40)); // 440 words: 2 credits of AI detection, 1 of moderation
    expect(screen.getByTestId('paste-count').textContent).toMatch(/ · about 3 credits$/);
    fireEvent.click(screen.getByTestId('paste-plagiarism'));
    expect(screen.getByTestId('paste-count').textContent).toMatch(/ · about 5 credits$/);
    cleanup();

    renderForm(true);
    paste(WORDS.repeat(40));
    expect(screen.getByTestId('paste-count').textContent).toMatch(/ · sandbox mode: no credits$/);
  });

  it('refuses text over 100,000 characters with its count', () => {
    renderForm();
    paste('a'.repeat(100_001));
    expect(screen.getByTestId('paste-refusal').textContent).toContain('this has 100,001');
    expect(button().disabled).toBe(true);
  });

  it('sends the text as checked to the checks and the scan chosen, and hands back what started', async () => {
    const handlers = renderForm();
    paste(`\r\n${WORDS.repeat(5)}\r\n`);
    fireEvent.click(screen.getByTestId('paste-plagiarism'));
    fireEvent.click(button());
    await vi.waitFor(() => expect(handlers.onScanStarted).toHaveBeenCalledOnce());
    const text = WORDS.repeat(5).trim();
    expect(worker.calls).toEqual([
      ['checks/start-pasted', { tabId: 4, text, kinds: ['ai-text', 'moderation'] }],
      ['scans/start-pasted', { tabId: 4, text }],
    ]);
    expect(handlers.onStarted).toHaveBeenCalledWith({ ids: ['c1'], checks: [] });
  });

  it('takes the focus when asked to (a Google Doc’s “Paste a part”)', () => {
    renderForm(false, 1);
    expect(document.activeElement).toBe(screen.getByTestId('paste-text'));
  });

  it('says its words, the length and the cost in German', async () => {
    const de = await translatorIn('de');
    render(
      inLanguage(
        de,
        <PasteForm
          tabId={4}
          sandbox={false}
          focusRequest={0}
          onStarted={vi.fn()}
          onError={vi.fn()}
          onScanStarted={vi.fn()}
          onScanError={vi.fn()}
        />,
      ),
    );
    expect(
      screen.getByLabelText(
        'Text aus beliebiger Quelle: eine Nachricht, ein Dokument, eine E-Mail',
      ),
    ).toBeTruthy();
    paste(WORDS.repeat(40));
    expect(screen.getByTestId('paste-count').textContent).toBe(
      '2.799 von 100.000 Zeichen · etwa 3 Credits',
    );
    expect(screen.getByRole('checkbox', { name: 'Plagiat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eingefügten Text prüfen' })).toBeTruthy();
  });
});
