import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { HISTORY_DAYS, type HistoryDays } from '../shared/settings/settings.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
  /** Called after checks may have been forgotten, so the list shows what is left. */
  onForgotten: () => void;
}

/** How long finished checks are kept: saved at once, older ones forgotten at once. */
export function HistoryRetention({ status, onSaved, onForgotten }: Props): JSX.Element {
  const { t, plural } = useT();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const lock = usePolicyLock(status.managed.locked.includes('historyDays'));

  const choose = async (historyDays: HistoryDays): Promise<void> => {
    setSaved(false);
    setError(null);
    const result = await sendToBackground('settings/save', { historyDays });
    if (!result.ok) return setError(result.error);
    onSaved(result.value);
    setSaved(true);
    onForgotten();
  };

  return (
    <div class="history-retention">
      <label>
        {t('options_historyKeep')}
        <select
          name="history-days"
          value={String(status.settings.historyDays)}
          onChange={(e) => void choose(Number(e.currentTarget.value) as HistoryDays)}
          {...lock.control}
        >
          {HISTORY_DAYS.map((days) => (
            <option key={days} value={String(days)}>
              {days === 0
                ? t('options_historyKeepUntilCleared')
                : days === 365
                  ? t('options_historyKeepYear')
                  : plural('options_historyKeepDays', days)}
            </option>
          ))}
        </select>
      </label>
      {lock.note}
      <SavedNote shown={saved} />
      <SettingError error={error} />
    </div>
  );
}
