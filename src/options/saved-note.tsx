import type { JSX } from 'preact';
import { useT } from '../ui/i18n/translated-page.tsx';

/** "Saved." beside a section's save button once its settings were stored. */
export function SavedNote({ shown }: { shown: boolean }): JSX.Element | null {
  const { t } = useT();
  return shown ? (
    <span role="status" class="muted">
      {t('settings_saved')}
    </span>
  ) : null;
}
