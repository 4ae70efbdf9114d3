import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { ResponseOf, BackgroundProtocol } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';

type OcrList = ResponseOf<BackgroundProtocol, 'scans/ocr-languages'>;

const names = new Intl.DisplayNames(['en'], { type: 'language' });
/** The service's codes are ISO-639-1 plus zh-CN / zh-TW; old ones (iw, jw) still have names. */
const languageName = (code: string): string => {
  try {
    return names.of(code) ?? code;
  } catch {
    return code; // a code the browser has no name for is shown as it is
  }
};

/** The languages the service reads in images (OCR), as it lists them today; cached by the worker. */
export function OcrLanguagesList(): JSX.Element {
  const [list, setList] = useState<OcrList | null>(null);
  const [error, setError] = useState<AppError | null>(null);

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
            Text in images can be read in{' '}
            <strong data-testid="ocr-count">{list.languages.length}</strong> languages
            {list.stale && ' (an older list: the service could not be reached)'}
          </summary>
          <ul class="ocr-list">
            {list.languages.map((code) => (
              <li key={code} data-code={code}>
                {languageName(code)} <span class="muted">{code}</span>
              </li>
            ))}
          </ul>
          <p class="muted">
            Listed by the service on {new Date(list.fetchedAt).toLocaleString()}.{' '}
            <button type="button" class="secondary link" onClick={() => load(true)}>
              Refresh
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
      Language of text in images (OCR)
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
