/** The report page's report: a class set's asked with batches/get, built as its table builds it. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BatchView } from '../../../src/shared/batches/batch-record.ts';
import type { CheckRecord } from '../../../src/shared/checks/check-record.ts';
import { translatorIn } from '../../support/i18n/translator-in.ts';
import { aiTextCheck } from '../../support/check-records.ts';

const asked: string[] = [];
let batches: BatchView[] = [];
let history: CheckRecord[] = [];
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: { ids?: string[]; id?: string }) => {
    asked.push(type);
    if (type === 'batches/get') {
      const batch = batches.find((b) => b.id === payload.id);
      return Promise.resolve(
        batch
          ? { ok: true, value: batch }
          : { ok: false, error: { kind: 'invalid-input', message: 'No such class set.' } },
      );
    }
    const checks = history.filter((c) => payload.ids?.includes(c.id));
    return Promise.resolve({ ok: true, value: { ids: checks.map((c) => c.id), checks } });
  },
}));

const { requestedReport } = await import('../../../src/report/requested-report.ts');
const t = await translatorIn('en');

const text = 'Ada wrote about the river and the mill. '.repeat(10);
const batch: BatchView = {
  id: '3f1c2a9e-8d1b-4c57-9a0e-2b6f4d8c1e77',
  createdAt: Date.UTC(2026, 10, 30, 8, 15),
  updatedAt: Date.UTC(2026, 10, 30, 8, 20),
  kinds: ['ai-text'],
  plagiarism: false,
  status: 'done',
  rows: [
    {
      id: 'r1',
      source: { type: 'file', name: 'Ada essay.txt', size: text.length },
      status: 'done',
      words: 80,
      checkIds: ['r1-ai'],
      summaries: [],
      aiShare: 0.1,
      labels: [],
    },
  ],
};

beforeEach(() => {
  asked.length = 0;
  batches = [batch];
  history = [aiTextCheck({ id: 'r1-ai', input: text, source: { origin: 'file' } })];
});

describe('the report page’s class-set report', () => {
  it('is the class set’s report: its table and a section with each file’s text', async () => {
    const report = await requestedReport({ kind: 'batch', id: batch.id, print: true }, t);
    if ('problem' in report) throw new Error(report.problem);
    expect(asked).toEqual(['batches/get', 'checks/get']);
    expect(report.filename).toMatch(/^report-class-set-\d{4}-\d{2}-\d{2}\.html$/);
    expect(report.html).toContain('data-testid="batch-table"');
    expect(report.html).toContain('Ada essay.txt');
    expect(report.html).toContain(text.trim());
  });

  it('is none, with the worker’s reason, when the class set is gone', async () => {
    batches = [];
    expect(await requestedReport({ kind: 'batch', id: batch.id, print: false }, t)).toEqual({
      problem: 'Could not make the report: No such class set.',
    });
  });
});
