import type { JSX } from 'preact';
import { explainError, type ErrorWords } from '../shared/error-text.ts';
import type { AppError } from '../core/errors.ts';

/** An error in words: what happened, the service's own message, and what to do next. */
export function ErrorNotice({
  error,
  words,
}: {
  error: AppError;
  /** Words of the place it is shown in, for kinds whose default words would mislead there. */
  words?: ErrorWords;
}): JSX.Element {
  const { title, detail, action } = explainError(error, words);
  return (
    <div class="notice notice-error" role="alert" data-kind={error.kind}>
      <strong>{title}</strong>
      {detail && <p class="notice-detail">{detail}</p>}
      <p class="notice-action">{action}</p>
    </div>
  );
}
