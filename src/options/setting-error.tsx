import type { JSX } from 'preact';
import type { AppError } from '../core/errors.ts';
import { ErrorNotice } from '../ui/error-notice.tsx';

/** A section's own failure, shown beside its buttons in words about settings, not checks. */
export function SettingError({ error }: { error: AppError | null }): JSX.Element | null {
  return error && <ErrorNotice error={error} context="settings" />;
}
