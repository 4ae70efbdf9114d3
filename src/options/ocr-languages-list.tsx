import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { ResponseOf, BackgroundProtocol } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { useT } from '../ui/i18n/translated-page.tsx';

type OcrList = ResponseOf<BackgroundProtocol, 'scans/ocr-languages'>;

/**
 * Names of languages in the reader's language. The service's codes are ISO-639-1 plus zh-CN /
 * zh-TW; old ones (iw, jw) still have names.
 */
function useLanguageName(): (code: string) => string {
  const { language } = useT();
  const names = useMemo(() => {
    try {
      return new Intl.DisplayNames([language, 'en'], { type: 'language' });
    } catch {
      return null; // a language the browser cannot name others in: codes alone
    }
  }, [language]);
  return (code) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code; // a code the browser has no name for is shown as it is
    }
  };
}

/** `text` with the first `part` in it given to `wrap` (a number shown in bold…), else as it is. */
function marked(text: string, part: string, wrap: (part: string) => JSX.Element): JSX.Element {
  const at = text.indexOf(part);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      {wrap(part)}
      {text.slice(at + part.length)}
    </>
  );
}

/** The languages the service reads in images (OCR), as it lists them today; cached by the worker. */
export function OcrLanguagesList(): JSX.Element {
  const [list, setList] = useState<OcrList | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const { t, plural, number, date } = useT();
  const languageName = useLanguageName();

  // Failures come back as values and are shown here; sendToBackground never rejects.
  const load = (refresh: boolean): void =>
    void sendToBackground('scans/ocr-languages', { refresh }).then((r) => {
      if (r.ok) {
        setList(r.value);
        setError(null);
      } else setError(r.error);
    });

  useEffect(() => load(false), []);

  return (
    <div class="ocr" data-testid="ocr-languages">
      {error && <ErrorNotice error={error} />}
      {list && (
        <details>
          <summary>
            {marked(
              plural(
                list.stale ? 'options_ocrSummaryStale' : 'options_ocrSummary',
                list.languages.length,
              ),
              number(list.languages.length),
              (count) => (
                <strong data-testid="ocr-count">{count}</strong>
              ),
            )}
          </summary>
          <ul class="ocr-list">
            {list.languages.map((code) => (
              <li key={code} data-code={code}>
                {languageName(code)} <span class="muted">{code}</span>
              </li>
            ))}
          </ul>
          <p class="muted">
            {t(
              'options_ocrListedOn',
              date(list.fetchedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            )}{' '}
            <button type="button" class="secondary link" onClick={() => load(true)}>
              {t('options_refresh')}
            </button>
          </p>
        </details>
      )}
    </div>
  );
}

/** The language "Check image text for plagiarism" reads images in, from the service's list. */
export function OcrLanguagePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}): JSX.Element {
  const [languages, setLanguages] = useState<string[]>([value]);
  const { t } = useT();
  const languageName = useLanguageName();
  // A failed load keeps the current choice only; the list above shows the error.
  useEffect(() => {
    void sendToBackground('scans/ocr-languages', {}).then((r) => {
      if (r.ok)
        setLanguages(
          r.value.languages.includes(value) ? r.value.languages : [value, ...r.value.languages],
        );
    });
  }, [value]);
  return (
    <label>
      {t('options_ocrLanguage')}
      <select
        name="ocr-language"
        data-testid="ocr-language"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code)} ({code})
          </option>
        ))}
      </select>
    </label>
  );
}
