// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appError, detailWords } from '../../../../src/core/errors.ts';
import type { BatchRowView, BatchView } from '../../../../src/shared/batches/batch-record.ts';
import { BatchTable } from '../../../../src/ui/batches/batch-table.tsx';
import { batchCsv } from '../../../../src/shared/reports/batch-row-words.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

afterEach(cleanup);

const summary = (fromHistory = false) => ({
  id: 'c',
  kind: 'ai-text' as const,
  status: 'done' as const,
  createdAt: 0,
  title: 'File: x',
  origin: 'file' as const,
  outcome: '58% AI',
  fromHistory,
});

const row = (name: string, more: Partial<BatchRowView>): BatchRowView => ({
  id: name,
  source: { type: 'file', name, size: 1 },
  status: 'done',
  summaries: [summary()],
  ...more,
});

const batch: BatchView = {
  id: 'b',
  createdAt: 0,
  updatedAt: 0,
  kinds: ['ai-text', 'moderation'],
  status: 'done',
  rows: [
    row('Bea.pdf', { words: 1200, aiShare: 0.2, labels: [] }),
    row('Anna, "final".txt', { words: 300, aiShare: 0.91, labels: ['toxic-v1'] }),
    row('scan.pdf', {
      status: 'failed',
      summaries: [],
      error: appError('invalid-input', 'scan.pdf has no text to check.', {
        words: detailWords('error_documentNoText', 'scan.pdf'),
      }),
    }),
  ],
};

const names = (): string[] =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('rowheader')[0]?.textContent ?? '');

describe('the class set table', () => {
  it('shows each file with its words, AI share, labels and status, a failure with its reason', () => {
    render(<BatchTable batch={batch} onOpen={() => undefined} />);
    const [, bea, anna, scan] = screen.getAllByRole('row');
    expect(bea?.textContent).toBe('Bea.pdf1,20020%NoneDone');
    expect(anna?.textContent).toBe('Anna, "final".txt30091%ToxicDone');
    expect(scan?.textContent).toContain('Failed');
    expect(scan?.textContent).toContain(
      '“scan.pdf” has no text to check. A scanned document holds pictures of its pages: check the original file, or a copy with recognised text (OCR).',
    );
  });

  it('says under a file’s name what its reader left out (pictures, comments, headers), before Start', () => {
    const read = row('essay.docx', {
      status: 'ready',
      summaries: [],
      words: 900,
      leftOut: [
        { reason: 'pictures', pictures: 1 },
        { reason: 'comments', count: 2 },
        { reason: 'headers', count: 3 },
      ],
    });
    render(
      <BatchTable batch={{ ...batch, status: 'ready', rows: [read] }} onOpen={() => undefined} />,
    );
    expect(screen.getByRole('rowheader').textContent).toBe(
      'essay.docx1 picture not read, 2 comments left out and 3 headers and footers left out',
    );
    cleanup();
    render(<BatchTable batch={batch} onOpen={() => undefined} />);
    expect(document.querySelector('[data-testid=batch-left-out]')).toBeNull();
  });

  it('sorts by a column from its header button, says the order, and the other way when pressed again', () => {
    render(<BatchTable batch={batch} onOpen={() => undefined} />);
    const ai = screen.getByRole('button', { name: /AI share/ });
    fireEvent.click(ai);
    expect(names()).toEqual(['Bea.pdf', 'Anna, "final".txt', 'scan.pdf']);
    expect(ai.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(ai);
    expect(names()).toEqual(['Anna, "final".txt', 'Bea.pdf', 'scan.pdf']);
    expect(ai.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /^File/ }));
    expect(names()).toEqual(['Anna, "final".txt', 'Bea.pdf', 'scan.pdf']);
  });

  it('opens a file’s result from its name, a button a keyboard reaches; a failed file has none', () => {
    const onOpen = vi.fn();
    render(<BatchTable batch={batch} onOpen={onOpen} />);
    const open = screen.getByRole('button', { name: 'Show the result of Bea.pdf' });
    expect(open.tagName).toBe('BUTTON');
    fireEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(batch.rows[0]);
    expect(screen.queryByRole('button', { name: 'Show the result of scan.pdf' })).toBeNull();
  });

  it('is written as CSV in the page’s language', async () => {
    const de = await translatorIn('de');
    const csv = batchCsv(batch, de);
    expect(csv.split('\r\n')).toEqual([
      'Datei,Wörter,KI-Anteil,Moderation,Status,Grund',
      'Bea.pdf,1200,20%,Keine,Fertig,',
      '"Anna, ""final"".txt",300,91%,Toxisch,Fertig,',
      expect.stringMatching(
        /^scan\.pdf,,,,Fehlgeschlagen,„scan\.pdf“ enthält keinen prüfbaren Text/,
      ),
      '',
    ]);
  });

  it('has a plagiarism column, sortable and in the CSV, only when the scans were asked', async () => {
    const scanned: BatchView = {
      ...batch,
      plagiarism: true,
      rows: batch.rows.map((r, i) => (i < 2 ? { ...r, plagiarism: [12, 48][i] } : r)),
    };
    render(<BatchTable batch={scanned} onOpen={() => undefined} />);
    const [, bea, anna] = screen.getAllByRole('row');
    expect(bea?.textContent).toBe('Bea.pdf1,20020%None12%Done');
    expect(anna?.textContent).toBe('Anna, "final".txt30091%Toxic48%Done');
    fireEvent.click(screen.getByRole('button', { name: /Plagiarism/ }));
    fireEvent.click(screen.getByRole('button', { name: /Plagiarism/ }));
    expect(names()).toEqual(['Anna, "final".txt', 'Bea.pdf', 'scan.pdf']);
    expect(
      batchCsv(scanned, await translatorIn('en'))
        .split('\r\n')
        .slice(0, 2),
    ).toEqual([
      'File,Words,AI share,Moderation,Plagiarism,Status,Reason',
      'Bea.pdf,1200,20%,None,12%,Done,',
    ]);
    cleanup();
    render(<BatchTable batch={batch} onOpen={() => undefined} />);
    expect(screen.queryByRole('button', { name: /Plagiarism/ })).toBeNull();
  });
});
