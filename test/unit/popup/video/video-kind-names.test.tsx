// @vitest-environment jsdom
/** A video check among the other results: named in the popup's results and in the history. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryEntry } from '../../../../src/options/history-entry.tsx';
import type { CheckSummary } from '../../../../src/shared/checks/check-summary-schema.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';
import { videoCheck } from './video-check.ts';

// The group's other actions (site access) reach for the browser; shown only, nothing is asked.
vi.mock('../../../../src/platform/browser.ts', () => ({ browser: {} }));
vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: () => Promise.resolve({ ok: false, error: { kind: 'internal' } }),
}));

const { CheckGroupView } = await import('../../../../src/popup/checks/check-group-view.tsx');

const summary: CheckSummary = {
  id: 'video-1',
  kind: 'ai-video',
  status: 'done',
  createdAt: 1_795_000_000_000,
  title: 'A page',
  site: 'news.test',
  origin: 'page',
  outcome: '34% AI',
  fromHistory: false,
};

afterEach(cleanup);

describe('a video check’s kind', () => {
  it('names the result in the popup and draws it with the video view', () => {
    const check = videoCheck();
    render(
      <CheckGroupView
        group={{ ids: [check.id], checks: [check] }}
        onRerun={() => undefined}
        sandbox={false}
      />,
    );
    expect(document.querySelector('.result-kind')?.textContent).toBe('AI in the video');
    expect(screen.getByTestId('video-result')).toBeTruthy();
    expect(screen.getAllByTestId('video-segment')).toHaveLength(3);
  });

  it('names the entry in the settings’ history, in English and in German', async () => {
    render(<HistoryEntry check={summary} />);
    expect(document.querySelector('.history-kind')?.textContent).toBe('AI video');
    cleanup();
    render(inLanguage(await translatorIn('de'), <HistoryEntry check={summary} />));
    expect(document.querySelector('.history-kind')?.textContent).toBe('KI-Video');
  });
});
