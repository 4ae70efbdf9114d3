import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import type { TextCheckKind, UrlScanCheck } from '../../shared/checks/check-record.ts';
import { estimateTextCredits } from '../../shared/checks/credit-estimate.ts';
import {
  estimateScanCredits,
  pastedRefusal,
  pastedText,
  PASTED_MAX,
} from '../../shared/checks/pasted-text.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { errorDetail } from '../../shared/checks/error-detail.ts';
import { tabTarget } from '../tab-target.ts';

export interface PasteFormProps {
  tabId: number | undefined;
  sandbox: boolean;
  /** Counts the times the user asked to paste (a Doc's notice): each one focuses the field. */
  focusRequest: number;
  onStarted: (group: CheckGroup) => void;
  onError: (error: AppError) => void;
  onScanStarted: (scan: UrlScanCheck) => void;
  onScanError: (error: AppError) => void;
}

/**
 * The field and buttons of "Paste text to check": text from anywhere (a chat, a Word file, an
 * e-mail, a Google Doc's selection) checked for AI writing, moderation and plagiarism, with its
 * length and cost said as it is typed and its refusals said before anything is sent. No clipboard
 * access: the user pastes. Loaded when the box is first opened.
 */
export function PasteForm(props: PasteFormProps): JSX.Element {
  const { tabId, sandbox, focusRequest } = props;
  const translator = useT();
  const { t, plural } = translator;
  const textArea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusRequest > 0) textArea.current?.focus();
  }, [focusRequest]);
  const [raw, setRaw] = useState('');
  const [ai, setAi] = useState(true);
  const [moderation, setModeration] = useState(true);
  const [plagiarism, setPlagiarism] = useState(false);
  const [busy, setBusy] = useState(false);
  const text = pastedText(raw);
  const kinds: TextCheckKind[] = [
    ...(ai ? (['ai-text'] as const) : []),
    ...(moderation ? (['moderation'] as const) : []),
  ];
  const refusal = text ? pastedRefusal(text) : undefined;
  const credits =
    kinds.reduce((sum, kind) => sum + estimateTextCredits(kind, text), 0) +
    (plagiarism ? estimateScanCredits(text) : 0);
  const nothingChosen = kinds.length === 0 && !plagiarism;
  const tab = tabTarget(tabId);

  // Started with `void` by its button: each answer shows where results show.
  const check = async (): Promise<void> => {
    setBusy(true);
    const [checks, scan] = await Promise.all([
      kinds.length > 0
        ? sendToBackground('checks/start-pasted', { ...tab, text, kinds })
        : Promise.resolve(undefined),
      plagiarism
        ? sendToBackground('scans/start-pasted', { ...tab, text })
        : Promise.resolve(undefined),
    ]);
    setBusy(false);
    if (checks) {
      if (checks.ok) props.onStarted(checks.value);
      else props.onError(checks.error);
    }
    if (scan) {
      if (scan.ok) props.onScanStarted(scan.value);
      else props.onScanError(scan.error);
    }
  };

  return (
    <div class="paste-body">
      <label class="paste-label" for="paste-text">
        {t('paste_label')}
      </label>
      <textarea
        id="paste-text"
        ref={textArea}
        data-testid="paste-text"
        rows={6}
        spellcheck={false}
        value={raw}
        aria-describedby="paste-count"
        onInput={(e) => setRaw(e.currentTarget.value)}
      />
      <p id="paste-count" class="muted" data-testid="paste-count">
        {plural('paste_count', PASTED_MAX, text.length)}
        {text && !refusal && !nothingChosen && (
          <>
            {' · '}
            {sandbox ? t('paste_sandboxNoCredits') : plural('paste_aboutCredits', credits)}
          </>
        )}
      </p>
      <fieldset class="kinds">
        <legend class="muted">{t('paste_checkFor')}</legend>
        <label>
          <input type="checkbox" checked={ai} onChange={(e) => setAi(e.currentTarget.checked)} />
          {t('paste_aiWriting')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={moderation}
            onChange={(e) => setModeration(e.currentTarget.checked)}
          />
          {t('paste_moderation')}
        </label>
        <label>
          <input
            type="checkbox"
            data-testid="paste-plagiarism"
            checked={plagiarism}
            onChange={(e) => setPlagiarism(e.currentTarget.checked)}
          />
          {t('paste_plagiarism')}
        </label>
      </fieldset>
      <div class="buttons">
        <button
          type="button"
          data-testid="paste-check"
          disabled={busy || !text || !!refusal || nothingChosen}
          aria-describedby={refusal ? 'paste-refusal' : undefined}
          onClick={() => void check()}
        >
          {t('paste_check')}
        </button>
      </div>
      {refusal && (
        <p id="paste-refusal" class="muted" data-testid="paste-refusal">
          {errorDetail(refusal, translator)}
        </p>
      )}
    </div>
  );
}
