import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { browser } from '../platform/browser.ts';
import { sendToBackground } from '../platform/messaging.ts';
import {
  LANGUAGE_NAMES,
  UI_LANGUAGES,
  pickLanguage,
  type UiLanguageChoice,
} from '../shared/i18n/languages.ts';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

/**
 * The extension's language: the browser's, or one chosen here. The marks' legend and figures on
 * pages, the right-click menu and the notifications follow it (the pages themselves are being
 * translated: issue 33).
 */
export function LanguageSection({ status, onSaved }: Props): JSX.Element {
  const [choice, setChoice] = useState<UiLanguageChoice>(status.settings.uiLanguage);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const browserLanguage = pickLanguage('auto', [browser.i18n.getUILanguage()]);
  const lock = usePolicyLock(status.managed.locked.includes('uiLanguage'));

  const save = async (event: Event): Promise<void> => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    const result = await sendToBackground('settings/save', { uiLanguage: choice });
    if (!result.ok) return setError(result.error);
    setSaved(true);
    onSaved(result.value);
  };

  return (
    <form class="card" onSubmit={(e) => void save(e)} aria-label="Language">
      <h2>Language</h2>
      <label>
        Language of the extension
        <select
          name="ui-language"
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value as UiLanguageChoice)}
          {...lock.control}
        >
          <option value="auto">As the browser ({LANGUAGE_NAMES[browserLanguage]})</option>
          {UI_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      {lock.note}
      <p class="muted">
        The marks on pages, their legend and figures, and the right-click menu are shown in it.
      </p>
      <SettingError error={error} />
      <button type="submit">Save language</button>
      <SavedNote shown={saved} />
    </form>
  );
}
