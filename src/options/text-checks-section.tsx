import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { AI_TEXT_LANGUAGES } from '../api/validation/text-languages.ts';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import {
  MODERATION_LABELS,
  type ModerationLabelId,
} from '../shared/text-checks/moderation-labels.ts';
import type { Settings } from '../shared/settings/settings.ts';
import type { MessageKey } from '../shared/i18n/translator.ts';
import { labelName } from '../shared/messages/page-words.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';
import { CheckboxField, CreditsField } from './setting-fields.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

const SENSITIVITIES: { value: Settings['sensitivity']; name: MessageKey; hint: MessageKey }[] = [
  { value: 1, name: 'settings_sensitivityLow', hint: 'settings_sensitivityLowHint' },
  { value: 2, name: 'settings_sensitivityNormal', hint: 'settings_sensitivityNormalHint' },
  { value: 3, name: 'settings_sensitivityHigh', hint: 'settings_sensitivityHighHint' },
];

/** About this many words cost one credit (the service's price list). */
const WORDS_PER_CREDIT = 250;

/** How text is checked: AI detection sensitivity and language, moderation labels. */
export function TextChecksSection({ status, onSaved }: Props): JSX.Element {
  const { settings } = status;
  const [sensitivity, setSensitivity] = useState(settings.sensitivity);
  const [aiLanguage, setAiLanguage] = useState(settings.aiLanguage);
  const [labels, setLabels] = useState<ModerationLabelId[]>(settings.moderationLabels);
  const [confirmAbove, setConfirmAbove] = useState(settings.confirmCreditsAbove);
  const [maxCredits, setMaxCredits] = useState(settings.maxCreditsPerCheck);
  const [explainAi, setExplainAi] = useState(settings.explainAi);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const locked = status.managed.locked;
  const sensitivityLock = usePolicyLock(locked.includes('sensitivity'));
  const explainLock = usePolicyLock(locked.includes('explainAi'));
  const languageLock = usePolicyLock(locked.includes('aiLanguage'));
  const labelsLock = usePolicyLock(locked.includes('moderationLabels'));
  const confirmLock = usePolicyLock(locked.includes('confirmCreditsAbove'));
  const maxLock = usePolicyLock(locked.includes('maxCreditsPerCheck'));
  const translator = useT();
  const { t, plural } = translator;
  // The languages of checked text, named in the page's language.
  const languageNames = new Intl.DisplayNames([translator.language], { type: 'language' });

  const toggle = (id: ModerationLabelId, on: boolean): void => {
    setSaved(false);
    // Keep the service's order, so equal choices give equal cache keys.
    setLabels(
      MODERATION_LABELS.map((l) => l.id).filter((l) => (l === id ? on : labels.includes(l))),
    );
  };

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const save = async (event: Event): Promise<void> => {
    event.preventDefault();
    setError(null);
    const result = await sendToBackground('settings/save', {
      sensitivity,
      aiLanguage,
      moderationLabels: labels,
      confirmCreditsAbove: confirmAbove,
      maxCreditsPerCheck: maxCredits,
      explainAi,
    });
    if (!result.ok) return setError(result.error);
    setSaved(true);
    onSaved(result.value);
  };

  return (
    <form class="card" onSubmit={(e) => void save(e)} aria-label={t('settings_textHeading')}>
      <h2>{t('settings_textHeading')}</h2>
      <fieldset class="plain" {...sensitivityLock.control}>
        <legend>{t('settings_sensitivity')}</legend>
        {SENSITIVITIES.map((s) => (
          <label class="check" key={s.value}>
            <input
              type="radio"
              name="sensitivity"
              value={s.value}
              checked={sensitivity === s.value}
              onChange={() => setSensitivity(s.value)}
            />
            {t(s.name)} <span class="muted">— {t(s.hint)}</span>
          </label>
        ))}
        {sensitivityLock.note}
      </fieldset>
      <CheckboxField name="explain-ai" value={explainAi} onChange={setExplainAi} lock={explainLock}>
        {t('settings_explainAi')} <span class="muted">— {t('settings_explainAiHint')}</span>
      </CheckboxField>
      <label>
        {t('settings_aiLanguage')}
        <select
          name="ai-language"
          value={aiLanguage}
          onChange={(e) => setAiLanguage(e.currentTarget.value as Settings['aiLanguage'])}
          {...languageLock.control}
        >
          <option value="auto">{t('settings_aiLanguageAuto')}</option>
          {AI_TEXT_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageNames.of(code) ?? code}
            </option>
          ))}
        </select>
      </label>
      {languageLock.note}
      <fieldset class="plain labels" {...labelsLock.control}>
        <legend>{t('settings_labels')}</legend>
        {MODERATION_LABELS.map((label) => (
          <label class="check" key={label.id}>
            <input
              type="checkbox"
              name="moderation-label"
              value={label.id}
              checked={labels.includes(label.id)}
              onChange={(e) => toggle(label.id, e.currentTarget.checked)}
            />
            {labelName(translator, label.id)}
          </label>
        ))}
        {labelsLock.note}
      </fieldset>
      <fieldset class="plain">
        <legend>{t('settings_cost')}</legend>
        <CreditsField
          name="confirm-credits-above"
          value={confirmAbove}
          onChange={setConfirmAbove}
          lock={confirmLock}
        >
          {t('settings_confirmAbove')}
        </CreditsField>
        <CreditsField
          name="max-credits-per-check"
          value={maxCredits}
          onChange={setMaxCredits}
          lock={maxLock}
        >
          {t('settings_maxCredits')}
        </CreditsField>
        <p class="muted">{plural('settings_costEstimate', WORDS_PER_CREDIT)}</p>
      </fieldset>
      {labels.length === 0 && (
        <p class="notice notice-error" role="alert">
          {t('settings_chooseLabel')}
        </p>
      )}
      <div class="row">
        <button type="submit" disabled={labels.length === 0}>
          {t('settings_textSave')}
        </button>
        <SavedNote shown={saved} />
      </div>
      <SettingError error={error} />
    </form>
  );
}
