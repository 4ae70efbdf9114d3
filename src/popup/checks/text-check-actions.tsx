import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TextCheckKind } from '../../shared/checks/check-record.ts';
import type { AppError } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import type { TextSource } from '../../shared/text/text-source.ts';
import { lengthRefusals } from '../../shared/checks/text-length.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import type { Selection } from '../../shared/messages/index.ts';
import { lazyView } from '../lazy-view.ts';
import { tabTarget } from '../tab-target.ts';

// Pages with editors in frames of their own (TinyMCE's, say) are few: their buttons and note load
// when such a page is open.
const editorsView = () => import('./page-editors.tsx');
const EditorButtons = lazyView(() => editorsView().then((m) => m.EditorButtons));
const EditorsLeftOutNote = lazyView(() => editorsView().then((m) => m.EditorsLeftOutNote));

interface Props {
  tabId: number | undefined;
  /** The selection as a check would send it ('' when there is none). */
  selection: string;
  /** The tab shows a PDF: "the page" is the PDF's text. */
  pdf?: boolean | undefined;
  /** The tab shows a Google Doc: "the page" is the document's text; nothing can be selected. */
  doc?: boolean | undefined;
  /** The page's editor frames with writing, in page order: each offered by name. */
  editors?: Selection['editors'];
  /** The frame "Check whole page" reads, when not the top document. */
  pageFrameId?: number | undefined;
  onStarted: (group: CheckGroup) => void;
  onError: (error: AppError) => void;
}

/** Buttons that check the selection or the whole page, for AI writing, moderation or both. */
export function TextCheckActions({
  tabId,
  selection,
  pdf = false,
  doc = false,
  editors = [],
  pageFrameId,
  onStarted,
  onError,
}: Props): JSX.Element {
  const [ai, setAi] = useState(true);
  const [moderation, setModeration] = useState(true);
  const [busy, setBusy] = useState(false);
  const translator = useT();
  const { t } = translator;
  const kinds: TextCheckKind[] = [
    ...(ai ? (['ai-text'] as const) : []),
    ...(moderation ? (['moderation'] as const) : []),
  ];

  const hasSelection = selection.trim() !== '';
  // Refused before anything is sent: said here, with the button off when nothing could run.
  const refusals = hasSelection ? lengthRefusals(kinds, selection, translator) : [];
  const nothingRuns = refusals.length > 0 && refusals.length === kinds.length;

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const start = async (source: TextSource, frameId?: number): Promise<void> => {
    setBusy(true);
    const started = await sendToBackground('checks/start-text', {
      ...tabTarget(tabId),
      source,
      kinds,
      ...(frameId === undefined ? {} : { frameId }),
    });
    setBusy(false);
    if (started.ok) onStarted(started.value);
    else onError(started.error);
  };

  return (
    <div class="check-actions">
      <fieldset class="kinds">
        <legend class="muted">{t('checks_checkFor')}</legend>
        <label>
          <input
            type="checkbox"
            name="check-kind"
            value="ai-text"
            checked={ai}
            onChange={(e) => setAi(e.currentTarget.checked)}
          />
          {t('checks_kindAiText')}
        </label>
        <label>
          <input
            type="checkbox"
            name="check-kind"
            value="moderation"
            checked={moderation}
            onChange={(e) => setModeration(e.currentTarget.checked)}
          />
          {t('checks_kindModeration')}
        </label>
      </fieldset>
      <div class="buttons">
        {!doc && (
          <button
            type="button"
            data-testid="check-selection"
            disabled={busy || !hasSelection || kinds.length === 0 || nothingRuns}
            aria-describedby={refusals.length > 0 ? 'selection-refusal' : undefined}
            onClick={() => void start('selection')}
          >
            {t('checks_checkSelection')}
          </button>
        )}
        <button
          type="button"
          class={doc ? undefined : 'secondary'}
          data-testid="check-page"
          disabled={busy || kinds.length === 0}
          onClick={() => void start('page')}
        >
          {t(doc ? 'checks_checkDoc' : pdf ? 'checks_checkPdf' : 'checks_checkPage')}
        </button>
        {editors.length > 0 && (
          <EditorButtons
            editors={editors}
            disabled={busy || kinds.length === 0}
            onCheck={(frameId) => void start('page', frameId)}
          />
        )}
      </div>
      {editors.length > 0 && <EditorsLeftOutNote editors={editors} pageFrameId={pageFrameId} />}
      {refusals.length > 0 && (
        <p id="selection-refusal" class="muted" data-testid="selection-refusal">
          {refusals.join(' ')}
        </p>
      )}
    </div>
  );
}
