// @vitest-environment jsdom
/**
 * "Save report": the records it is given become one HTML file, saved under what was checked;
 * "Save as PDF" beside it opens the report page for the same records, by their ids.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';
import { aiTextCheck } from '../../support/check-records.ts';

const saved: { blob: Blob; filename: string }[] = [];
vi.mock('../../../src/ui/save-file.ts', () => ({
  saveBlob: (blob: Blob, filename: string) => saved.push({ blob, filename }),
}));

const opened: string[] = [];
vi.mock('../../../src/platform/browser.ts', () => ({
  browser: {
    runtime: { getURL: (path: string) => `chrome-extension://lens/${path}` },
    tabs: {
      create: ({ url }: { url: string }) => {
        opened.push(url);
        return Promise.resolve({ id: 9 });
      },
    },
  },
}));

const { SaveReportButton } = await import('../../../src/ui/reports/save-report-button.tsx');

afterEach(() => {
  cleanup();
  saved.length = 0;
  opened.length = 0;
});

const record = aiTextCheck({
  createdAt: Date.UTC(2026, 0, 5),
  source: { origin: 'page', title: 'Green tea – Wikipedia' },
  input: 'Green tea is a type of tea.',
  result: { results: [], summary: { ai: 0, human: 1 } },
});

describe('the Save report button', () => {
  it('saves the report of the records it loads, as HTML named after what was checked', async () => {
    render(
      inLanguage(
        await translatorIn('de'),
        <SaveReportButton load={() => Promise.resolve([record])} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bericht speichern' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [{ blob, filename }] = saved as [{ blob: Blob; filename: string }];
    expect(filename).toBe('report-green-tea-wikipedia-2026-01-05.html');
    expect(blob.type).toBe('text/html;charset=utf-8');
    const text = await blob.text();
    expect(text).toContain('<html lang="de" dir="ltr">');
    expect(text).toContain('Green tea is a type of tea.');
  });

  it('says why when the records cannot be had', async () => {
    render(
      inLanguage(
        await translatorIn('en'),
        <SaveReportButton load={() => Promise.reject(new Error('history is closed'))} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not make the report: history is closed',
    );
    expect(saved).toEqual([]);
  });

  it('opens the report page for the same records, by their ids, asking it to print', async () => {
    const moderation = { ...record, id: 'al-mod-0002', kind: 'moderation' } as never;
    render(
      inLanguage(
        await translatorIn('de'),
        <SaveReportButton load={() => Promise.resolve([record, moderation])} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Als PDF speichern' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toBe(
      `chrome-extension://lens/src/report/index.html?checks=${record.id}%2Cal-mod-0002&print=1`,
    );
    expect(saved).toEqual([]);
  });

  it('says why when the page cannot be opened for want of the records', async () => {
    render(
      inLanguage(
        await translatorIn('en'),
        <SaveReportButton load={() => Promise.reject(new Error('history is closed'))} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save as PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not make the report: history is closed',
    );
    expect(opened).toEqual([]);
  });

  it('holds Save as PDF with Save report while there is nothing to report yet', async () => {
    render(
      inLanguage(
        await translatorIn('en'),
        <SaveReportButton
          disabled
          build={() => Promise.reject(new Error('not asked'))}
          pdfQuery={() => 'batch=3f1c2a9e-8d1b&print=1'}
        />,
      ),
    );
    expect(screen.getByTestId('save-report')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('save-pdf')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('save-pdf'));
    expect(opened).toEqual([]);
  });
});
