import type { JSX } from 'preact';
import { explainError, type ErrorWords } from '../shared/checks/error-text.ts';
import type { AppError } from '../core/errors.ts';
import { useT } from './i18n/translated-page.tsx';

/**
 * An error in words, in the page's language: what happened, its detail (in the catalogue's words
 * when it carries them, else the service's own message), and what to do next.
 */
export function ErrorNotice({
  error,
  words,
}: {
  error: AppError;
  /** Words of the place it is shown in, for kinds whose default words would mislead there. */
  words?: ErrorWords;
}): JSX.Element {
  const t = useT();
  const { title, detail, action } = explainError(error, t, words);
  // A detail with no words in this language is the English message: said so to screen readers.
  const english = detail === error.message && t.language.split('-')[0] !== 'en';
  return (
    <div class="notice notice-error" role="alert" data-kind={error.kind}>
      <strong>{title}</strong>
      {detail && (
        <p class="notice-detail" lang={english ? 'en' : undefined}>
          {detail}
        </p>
      )}
      <p class="notice-action">{action}</p>
    </div>
  );
}
