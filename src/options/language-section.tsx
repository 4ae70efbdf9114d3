import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { browser } from '../platform/browser.ts';
import { sendToBackground } from '../platform/messaging.ts';
import {
  LANGUAGE_NAMES,
  PSEUDO_LANGUAGES,
  UI_LANGUAGES,
  pickLanguage,
  type UiLanguageChoice,
} from '../shared/i18n/languages.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

/** Development and test builds also offer the layout-test languages (pseudo-catalog.ts). */
const OFFERED =
  import.meta.env.DEV || import.meta.env.MODE.endsWith('loopback')
    ? [...UI_LANGUAGES, ...PSEUDO_LANGUAGES]
    : UI_LANGUAGES;

/**
 * The extension's language: the browser's, or one chosen here. The pages, the marks' legend and
 * figures on pages, the right-click menu and the notifications follow it.
 */
export function LanguageSection({ status, onSaved }: Props): JSX.Element {
  const [choice, setChoice] = useState<UiLanguageChoice>(status.settings.uiLanguage);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const browserLanguage = pickLanguage('auto', [browser.i18n.getUILanguage()]);
  const lock = usePolicyLock(status.managed.locked.includes('uiLanguage'));
  const { t } = useT();

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
    <form class="card" onSubmit={(e) => void save(e)} aria-label={t('settings_languageHeading')}>
      <h2>{t('settings_languageHeading')}</h2>
      <label>
        {t('settings_language')}
        <select
          name="ui-language"
          value={choice}
          onChange={(e) => setChoice(e.currentTarget.value as UiLanguageChoice)}
          {...lock.control}
        >
          <option value="auto">
            {t('settings_languageAuto', LANGUAGE_NAMES[browserLanguage])}
          </option>
          {OFFERED.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </label>
      {lock.note}
      <p class="muted">{t('settings_languageHelp')}</p>
      <SettingError error={error} />
      <button type="submit">{t('settings_languageSave')}</button>
      <SavedNote shown={saved} />
    </form>
  );
}
