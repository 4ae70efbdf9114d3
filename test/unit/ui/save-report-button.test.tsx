// @vitest-environment jsdom
/** "Save report": the records it is given become one HTML file, saved under what was checked. */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';
import { aiTextCheck } from '../../support/check-records.ts';

const saved: { blob: Blob; filename: string }[] = [];
vi.mock('../../../src/ui/save-file.ts', () => ({
  saveBlob: (blob: Blob, filename: string) => saved.push({ blob, filename }),
}));

const { SaveReportButton } = await import('../../../src/ui/reports/save-report-button.tsx');

afterEach(() => {
  cleanup();
  saved.length = 0;
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
});
