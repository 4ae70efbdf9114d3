// @vitest-environment jsdom
/**
 * "Save report" in the history and on a class set's opened row: one report of the whole request
 * (a text's AI and moderation checks together, as the popup saves them), or of the whole row.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchRowView } from '../../../src/shared/batches/batch-record.ts';
import type { CheckRecord } from '../../../src/shared/checks/check-record.ts';
import type { CheckSummary } from '../../../src/shared/checks/check-summary-schema.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';
import { aiTextCheck, moderationCheck } from '../../support/check-records.ts';

const TEXT = 'Our trip was stupid but fun, and the sea was calm all day long.';
const source = { origin: 'file' as const, title: 'essay-1.docx' };
const ai = aiTextCheck({
  id: 'row-ai-1',
  source,
  input: TEXT,
  result: { results: [], summary: { ai: 0.4, human: 0.6 } },
});
const moderation = moderationCheck({
  id: 'row-mod-1',
  source,
  input: TEXT,
  result: {
    moderations: { text: { chars: { labels: [3], starts: [13], lengths: [6] } } },
    legend: [{ index: 3, id: 'toxic-v1' }],
  },
});

const worker = vi.hoisted(() => ({ asked: [] as { type: string; payload: unknown }[] }));
const saved = vi.hoisted(() => [] as { blob: Blob; filename: string }[]);
vi.mock('../../../src/ui/save-file.ts', () => ({
  saveBlob: (blob: Blob, filename: string) => saved.push({ blob, filename }),
}));
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    worker.asked.push({ type, payload });
    const checks: CheckRecord[] = [ai, moderation];
    return Promise.resolve({ ok: true, value: { ids: checks.map((c) => c.id), checks } });
  },
}));

const { HistoryEntry } = await import('../../../src/options/history-entry.tsx');
const { BatchRowResult } = await import('../../../src/options/batch-row-result.tsx');

afterEach(() => {
  cleanup();
  worker.asked.length = 0;
  saved.length = 0;
});

const summary = (check: CheckRecord): CheckSummary => ({
  id: check.id,
  kind: check.kind,
  status: 'done',
  createdAt: check.createdAt,
  title: 'essay-1.docx',
  origin: 'file',
  outcome: '…',
  fromHistory: false,
});

/** The one report saved: both checks in it, the AI share and the flagged word. */
async function savedReport(): Promise<string> {
  await waitFor(() => expect(saved).toHaveLength(1));
  const html = await saved[0]!.blob.text();
  expect(html).toContain('data-testid="report-sections"');
  expect(html).toContain('data-testid="report-flags"');
  return html;
}

describe('Save report from the history', () => {
  it('asks the worker for the entry’s whole request, and saves one report of it', async () => {
    render(inLanguage(await translatorIn('en'), <HistoryEntry check={summary(moderation)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    await savedReport();
    expect(worker.asked).toEqual([{ type: 'checks/request-group', payload: { id: 'row-mod-1' } }]);
  });

  it('saves a class set’s row whole, from any of its checks', async () => {
    const row = {
      id: 'row-1',
      source: { type: 'file', name: 'essay-1.docx', size: 2048 },
      status: 'done',
      checkIds: [ai.id, moderation.id],
      summaries: [summary(ai), summary(moderation)],
    } satisfies BatchRowView;
    render(inLanguage(await translatorIn('en'), <BatchRowResult row={row} />));
    const buttons = screen.getAllByRole('button', { name: 'Save report' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1]!);
    await savedReport();
    expect(worker.asked).toEqual([
      { type: 'checks/get', payload: { ids: ['row-ai-1', 'row-mod-1'] } },
    ]);
  });
});
