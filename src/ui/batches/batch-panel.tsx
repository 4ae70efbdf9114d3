import type { ComponentType, JSX } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { appError, type AppError } from '../../core/errors.ts';
import { batchTotals } from '../../shared/batches/batch-cost.ts';
import type { BatchRowView, BatchView } from '../../shared/batches/batch-record.ts';
import { TEXT_CHECK_KINDS } from '../../shared/checks/check-record.ts';
import type { DocumentLink } from '../../shared/documents/document-links.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../error-notice.tsx';
import { useT } from '../i18n/translated-page.tsx';
import { SaveReportButton } from '../reports/save-report-button.tsx';
import { saveBlob } from '../save-file.ts';
import { BatchTable } from './batch-table.tsx';
import { classSetReport } from './class-set-report.ts';
import { batchReportQuery } from '../../shared/reports/report-address.ts';
import { batchCsv } from '../../shared/reports/batch-row-words.ts';
import { FileDrop } from './file-drop.tsx';
import { LinkChooser, type PageLinks } from './link-chooser.tsx';
import { storeDroppedFiles } from './store-dropped-files.ts';
import { useBatch } from './use-batch.ts';
import { useBatchScanFollow } from './use-batch-scan-follow.ts';
import './batches.css';

export interface BatchPanelProps {
  /** Files already dropped or picked (the popup loads this panel with them). */
  files?: File[] | undefined;
  /** A page's document links to choose from, for a class set of links (instead of files). */
  links?: (PageLinks & { pageUrl: string }) | undefined;
  /** Open the file picker at once ("Check files…" was pressed before this panel loaded). */
  pickNow?: boolean;
  /** Start with the newest class set, where it was left (the settings page). */
  latest?: boolean;
  /** The level of the panel's headings in its page (the popup's sections are h2). */
  level?: 2 | 3 | 4;
  /** One file's full result, the way this page shows a check's. */
  RowResult: ComponentType<{ row: BatchRowView }>;
}

const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * Files from the computer, one or a class set: dropped or picked, kept for the worker, read
 * there; the cost of the whole batch shown with Start and Cancel before anything is spent; then
 * a table that fills in as answers come, a row opening its file's result, and a CSV export.
 */
export function BatchPanel({
  files,
  links,
  pickNow = false,
  latest = false,
  level = 2,
  RowResult,
}: BatchPanelProps): JSX.Element {
  const Heading = `h${level}` as const satisfies 'h2' | 'h3' | 'h4';
  const translator = useT();
  const { t, plural } = translator;
  const { batch, error, show, showError } = useBatch(latest);
  useBatchScanFollow(batch);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  // Asked before Start, off by default; once started, the batch says what was chosen.
  const [scanChosen, setScanChosen] = useState(false);

  const add = useCallback(
    async (chosen: File[]): Promise<void> => {
      setBusy(true);
      setOpen(null);
      try {
        const stored = await storeDroppedFiles(chosen);
        const answer = await sendToBackground('batches/create', {
          files: stored,
          kinds: [...TEXT_CHECK_KINDS],
        });
        if (answer.ok) show(answer.value);
        else showError(answer.error);
      } catch (thrown) {
        // IndexedDB refused the bytes (disk full, private window): said, nothing sent.
        const message = thrown instanceof Error ? thrown.message : String(thrown);
        showError(appError('internal', `The files could not be kept for the check: ${message}`));
      } finally {
        setBusy(false);
      }
    },
    [show, showError],
  );
  const addLinks = async (chosen: DocumentLink[]): Promise<void> => {
    if (!links) return;
    setBusy(true);
    setOpen(null);
    const answer = await sendToBackground('batches/create-links', {
      pageUrl: links.pageUrl,
      links: chosen,
      kinds: [...TEXT_CHECK_KINDS],
    });
    setBusy(false);
    if (answer.ok) show(answer.value);
    else showError(answer.error);
  };
  const addFiles = useCallback((chosen: File[]) => void add(chosen), [add]);
  useEffect(() => {
    if (files?.length) addFiles(files);
  }, [files, addFiles]);

  const act = async (
    answer: Promise<{ ok: true; value: BatchView } | { ok: false; error: AppError }>,
  ): Promise<void> => {
    setBusy(true);
    const result = await answer;
    setBusy(false);
    if (result.ok) show(result.value);
    else showError(result.error);
  };

  const opened = batch?.rows.find((row) => row.id === open);
  const plagiarism = batch?.status === 'ready' ? scanChosen : batch?.plagiarism === true;
  const totals = batch ? batchTotals(batch.rows, plagiarism) : undefined;

  return (
    <div class="batch-panel" data-testid="batch-panel">
      {error && <ErrorNotice error={error} />}
      {!batch && links && (
        <LinkChooser found={links} busy={busy} level={level} onCreate={(l) => void addLinks(l)} />
      )}
      {!batch && !links && <FileDrop onFiles={addFiles} busy={busy} pickNow={pickNow} />}
      {busy && !batch && !links && (
        <p class="muted" role="status">
          {t('batch_storing')}
        </p>
      )}
      {batch && totals && (
        <section class="batch" aria-label={t('batch_title')} data-batch-status={batch.status}>
          <Heading>{t('batch_title')}</Heading>
          <p class="batch-totals" data-testid="batch-totals" role="status">
            {totals.reading
              ? `${plural('batch_files', totals.files)} · ${t('batch_reading')}`
              : batch.status === 'ready'
                ? [
                    plural('batch_files', totals.files),
                    plural('batch_words', totals.words),
                    plural('batch_credits', totals.credits),
                    ...(totals.fromHistory > 0
                      ? [plural('batch_fromHistoryCount', totals.fromHistory)]
                      : []),
                  ].join(' · ')
                : t('batch_progress', totals.finished, totals.files)}
          </p>
          {batch.status === 'ready' && (
            <div class="batch-scan-choice" data-testid="batch-cost" data-credits={totals.credits}>
              <label>
                <input
                  type="checkbox"
                  data-testid="batch-scan-choice"
                  checked={scanChosen}
                  onChange={(event) => setScanChosen(event.currentTarget.checked)}
                />
                {t('batch_scanChoice')}
              </label>
              <p class="muted small">{t('batch_scanChoiceNote')}</p>
            </div>
          )}
          <div class="batch-actions">
            {batch.status === 'ready' && (
              <button
                type="button"
                data-testid="batch-start"
                disabled={busy || totals.checkable === 0}
                onClick={() =>
                  void act(
                    sendToBackground('batches/start', {
                      id: batch.id,
                      confirmedCredits: totals.credits,
                      plagiarism: scanChosen,
                    }),
                  )
                }
              >
                {t('batch_start')}
              </button>
            )}
            {(batch.status === 'ready' ||
              batch.status === 'reading' ||
              batch.status === 'running') && (
              <button
                type="button"
                class="secondary"
                data-testid="batch-cancel"
                disabled={busy}
                onClick={() => void act(sendToBackground('batches/cancel', { id: batch.id }))}
              >
                {t('batch_cancel')}
              </button>
            )}
            <button
              type="button"
              class="secondary"
              data-testid="batch-export"
              onClick={() =>
                saveBlob(
                  new Blob([batchCsv(batch, translator)], { type: 'text/csv;charset=utf-8' }),
                  `class-set-${today()}.csv`,
                )
              }
            >
              {t('batch_exportCsv')}
            </button>
            {batch.status !== 'ready' && batch.status !== 'reading' && (
              <SaveReportButton
                testId="batch-save-report"
                disabled={!batch.rows.some((row) => row.status === 'done')}
                build={(translator) => classSetReport(batch, translator)}
                pdfQuery={() => batchReportQuery(batch.id, true)}
              />
            )}
            {(batch.status === 'done' || batch.status === 'cancelled') && (
              <button
                type="button"
                class="secondary"
                data-testid="batch-new"
                onClick={() => {
                  setOpen(null);
                  setScanChosen(false);
                  show(null);
                }}
              >
                {t('batch_new')}
              </button>
            )}
          </div>
          {opened ? (
            <div class="batch-result" data-testid="batch-result">
              <Heading>{t('batch_resultOf', opened.source.name)}</Heading>
              <RowResult row={opened} />
              <button
                type="button"
                class="secondary"
                data-testid="batch-close-result"
                onClick={() => setOpen(null)}
              >
                {t('batch_closeResult')}
              </button>
            </div>
          ) : (
            <BatchTable batch={batch} onOpen={(row) => setOpen(row.id)} />
          )}
        </section>
      )}
    </div>
  );
}
