import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { AI_TEXT_LANGUAGES } from '../api/validation/text.ts';
import type { AppError } from '../core/errors.ts';
import type { AccountStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { MODERATION_LABELS, type ModerationLabelId } from '../shared/checks/moderation-labels.ts';
import type { Settings } from '../shared/settings/settings.ts';
import { SavedNote } from './saved-note.tsx';
import { SettingError } from './setting-error.tsx';
import { usePolicyLock } from './set-by-policy.tsx';

interface Props {
  status: AccountStatus;
  onSaved: (status: AccountStatus) => void;
}

const SENSITIVITIES: { value: Settings['sensitivity']; name: string; hint: string }[] = [
  { value: 1, name: 'Low', hint: 'flags unedited AI text only; fewest false alarms' },
  { value: 2, name: 'Normal', hint: 'also lightly edited AI text (recommended)' },
  { value: 3, name: 'High', hint: 'also heavily edited AI text; more false alarms' },
];

const languageName = (code: string): string =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

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
    <form class="card" onSubmit={(e) => void save(e)} aria-label="Text checks">
      <h2>Text checks</h2>
      <fieldset class="plain" {...sensitivityLock.control}>
        <legend>AI detection sensitivity</legend>
        {SENSITIVITIES.map((s) => (
          <label class="check" key={s.value}>
            <input
              type="radio"
              name="sensitivity"
              value={s.value}
              checked={sensitivity === s.value}
              onChange={() => setSensitivity(s.value)}
            />
            {s.name} <span class="muted">— {s.hint}</span>
          </label>
        ))}
        {sensitivityLock.note}
      </fieldset>
      <label class="check">
        <input
          type="checkbox"
          name="explain-ai"
          checked={explainAi}
          onChange={(e) => setExplainAi(e.currentTarget.checked)}
          {...explainLock.control}
        />
        Explain AI results (AI phrases){' '}
        <span class="muted">
          — marks the phrases that made the service call a text AI-written. The service lists no
          extra charge for it (its “AI Logic”, in beta).
        </span>
      </label>
      {explainLock.note}
      <label>
        Language of checked text
        <select
          name="ai-language"
          value={aiLanguage}
          onChange={(e) => setAiLanguage(e.currentTarget.value as Settings['aiLanguage'])}
          {...languageLock.control}
        >
          <option value="auto">Detect automatically</option>
          {AI_TEXT_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </label>
      {languageLock.note}
      <fieldset class="plain labels" {...labelsLock.control}>
        <legend>Moderation looks for</legend>
        {MODERATION_LABELS.map((label) => (
          <label class="check" key={label.id}>
            <input
              type="checkbox"
              name="moderation-label"
              value={label.id}
              checked={labels.includes(label.id)}
              onChange={(e) => toggle(label.id, e.currentTarget.checked)}
            />
            {label.name}
          </label>
        ))}
        {labelsLock.note}
      </fieldset>
      <fieldset class="plain">
        <legend>Cost of a check</legend>
        <label>
          Ask me first above this many credits
          <input
            type="number"
            name="confirm-credits-above"
            min={0}
            step={1}
            required
            value={confirmAbove}
            onInput={(e) => setConfirmAbove(Number(e.currentTarget.value))}
            {...confirmLock.control}
          />
        </label>
        {confirmLock.note}
        <label>
          Never spend more than this many credits on one check
          <input
            type="number"
            name="max-credits-per-check"
            min={0}
            step={1}
            required
            value={maxCredits}
            onInput={(e) => setMaxCredits(Number(e.currentTarget.value))}
            {...maxLock.control}
          />
        </label>
        {maxLock.note}
        <p class="muted">
          An estimate from the text's length: the service charges about one credit for every 250
          words. Sandbox mode spends nothing and asks nothing.
        </p>
      </fieldset>
      {labels.length === 0 && (
        <p class="notice notice-error" role="alert">
          Choose at least one label.
        </p>
      )}
      <div class="row">
        <button type="submit" disabled={labels.length === 0}>
          Save text check settings
        </button>
        <SavedNote shown={saved} />
      </div>
      <SettingError error={error} />
    </form>
  );
}
