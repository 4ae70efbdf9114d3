// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import { FrozenScanSettingsSchema } from '../../../../src/shared/scans/frozen-scan-settings.ts';
import type { UrlScanState } from '../../../../src/shared/scans/url-scan-state.ts';

type ScanExport = NonNullable<UrlScanState['export']>;
import { urlScanCheck } from '../../../support/check-records.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

interface Sent {
  calls: [string, unknown][];
  /** What the worker answers, by message type. */
  replies: Record<string, unknown>;
}

const sent: Sent = vi.hoisted(() => ({ calls: [], replies: {} }));
const saved: { files: string[] } = vi.hoisted(() => ({ files: [] }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    sent.calls.push([type, payload]);
    return Promise.resolve(sent.replies[type]);
  },
}));
vi.mock('../../../../src/ui/save-file.ts', () => ({
  saveBlob: (_blob: Blob, filename: string) => saved.files.push(filename),
}));

const { ScanReport } = await import('../../../../src/popup/scans/scan-report.tsx');

const exportOf = (change: Partial<ScanExport>): ScanExport => ({
  exportId: 'scan-1-x1',
  status: 'requested',
  requestedAt: 1,
  pdf: true,
  pdfReady: false,
  delivered: 0,
  ...change,
});

function scan(exported?: ScanExport): UrlScanCheck {
  return urlScanCheck({
    id: 'scan-1',
    status: 'done',
    settings: v.parse(FrozenScanSettingsSchema, { sandbox: false, pdfReport: true }),
    result: {
      aggregatedScore: 10,
      identicalWords: 1,
      minorChangedWords: 0,
      relatedMeaningWords: 0,
      sources: [],
      alerts: [],
    },
    scan: {
      phase: 'finished',
      cursors: {},
      newResults: 0,
      ...(exported ? { export: exported } : {}),
    },
  });
}

afterEach(() => {
  cleanup();
  sent.calls = [];
  sent.replies = {};
  saved.files = [];
});

describe('ScanReport', () => {
  it('after a failed export, waits for the new one instead of taking the old one for its end', async () => {
    const failed = scan(exportOf({ status: 'failed', failedTasks: 1 }));
    const asked = scan(exportOf({ exportId: 'scan-1-x2' }));
    sent.replies['scans/export'] = { ok: true, value: asked };
    sent.replies['scans/pdf'] = {
      ok: true,
      value: { filename: 'plagiarism-report.pdf', base64: 'JVBERi0=', size: 5 },
    };
    const { rerender } = render(<ScanReport scan={failed} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(sent.calls.map(([type]) => type)).toEqual(['scans/export']));
    rerender(<ScanReport scan={asked} onChanged={() => undefined} />);
    // The old export's failure is not reported; the popup waits for the new one.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('scan-report-progress')).toBeTruthy();

    rerender(
      <ScanReport
        scan={scan(exportOf({ exportId: 'scan-1-x2', status: 'completed', pdfReady: true }))}
        onChanged={() => undefined}
      />,
    );
    await waitFor(() => expect(saved.files).toEqual(['plagiarism-report.pdf']));
    expect(screen.getByTestId('scan-report-saved').textContent).toBe(
      'Saved plagiarism-report.pdf.',
    );
  });

  it('says why there is no report when the export it waited for ended without one', async () => {
    const asked = scan(exportOf({}));
    sent.replies['scans/export'] = { ok: true, value: asked };
    const { rerender } = render(<ScanReport scan={scan()} onChanged={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    rerender(
      <ScanReport
        scan={scan(exportOf({ status: 'completed', failedTasks: 2 }))}
        onChanged={() => undefined}
      />,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('(2 parts missing)'),
    );
    expect(saved.files).toEqual([]);
  });

  it('says in German how many parts of the report are missing, in the form the count needs', async () => {
    const german = await translatorIn('de');
    for (const [failedTasks, words] of [
      [1, '(1 Teil fehlt)'],
      [3, '(3 Teile fehlen)'],
    ] as const) {
      sent.replies['scans/export'] = { ok: true, value: scan(exportOf({})) };
      const page = (shown: UrlScanCheck) =>
        inLanguage(german, <ScanReport scan={shown} onChanged={() => undefined} />);
      const { rerender } = render(page(scan()));
      fireEvent.click(screen.getByRole('button', { name: 'Bericht herunterladen' }));
      await waitFor(() => expect(sent.calls).toHaveLength(1));
      rerender(page(scan(exportOf({ status: 'completed', failedTasks }))));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(words));
      expect(screen.getByRole('alert').textContent).toContain(
        'Der Dienst konnte den Bericht nicht liefern',
      );
      cleanup();
      sent.calls = [];
    }
  });
});
