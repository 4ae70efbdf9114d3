import type { JSX } from 'preact';
import type { AppError } from '../core/errors.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';
import { SETTINGS_ERROR_WORDS } from './settings-error-words.ts';

/** A section's own failure, shown beside its buttons in words about settings, not checks. */
export function SettingError({ error }: { error: AppError | null }): JSX.Element | null {
  return error && <ErrorNotice error={error} words={SETTINGS_ERROR_WORDS} />;
}
