import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { ScanSettingsStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { SettingError } from './setting-error.tsx';
import { EXCLUSIONS, MATCH_FILTERS, type ScanSettings } from '../shared/scans/scan-settings.ts';
import { requestHostAccess } from '../platform/host-permission.ts';
import { OcrLanguagePicker, OcrLanguagesList } from './ocr-languages-list.tsx';
import type { LockableField } from '../shared/settings/lockable-fields.ts';
import { usePolicyLock } from './set-by-policy.tsx';
import { CheckboxField, UrlField } from './setting-fields.tsx';
import type { MessageKey } from '../shared/i18n/translator.ts';
import { useT } from '../ui/i18n/translated-page.tsx';
import './scans-section.css';

/** Each level with what it means; the message shows the level's number ($LEVEL$). */
const SENSITIVITY_HINTS: Record<ScanSettings['sensitivityLevel'], MessageKey> = {
  1: 'options_scansSensitivity1',
  2: 'options_scansSensitivity2',
  3: 'options_scansSensitivity3',
  4: 'options_scansSensitivity4',
  5: 'options_scansSensitivity5',
};

const EXCLUSION_NAMES: Record<(typeof EXCLUSIONS)[number]['key'], MessageKey> = {
  quotes: 'options_scansExcludeQuotes',
  citations: 'options_scansExcludeCitations',
  references: 'options_scansExcludeReferences',
  tableOfContents: 'options_scansExcludeTableOfContents',
  titles: 'options_scansExcludeTitles',
  htmlTemplate: 'options_scansExcludeHtmlTemplate',
};

const MATCH_FILTER_NAMES: Record<(typeof MATCH_FILTERS)[number]['key'], MessageKey> = {
  identicalEnabled: 'options_scansMatchIdentical',
  minorChangesEnabled: 'options_scansMatchMinorChanges',
  relatedMeaningEnabled: 'options_scansMatchRelatedMeaning',
};

/** A switch of the form: the setting it turns, the control's name, its words. */
interface Switch<K> {
  key: K;
  name: string;
  words: MessageKey;
}

/** What each scan adds (beside checking the cost first, which a policy may lock). */
const SCAN_SWITCHES: Switch<
  'aiTextDetection' | 'cheatDetection' | 'pdfReport' | 'aiSourceMatch'
>[] = [
  { key: 'aiTextDetection', name: 'ai-text-detection', words: 'options_scansAiText' },
  { key: 'cheatDetection', name: 'cheat-detection', words: 'options_scansCheat' },
  { key: 'pdfReport', name: 'pdf-report', words: 'options_scansPdf' },
  { key: 'aiSourceMatch', name: 'ai-source-match', words: 'options_scansAiSource' },
];

/** The match filters after the kinds of match. */
const FILTER_SWITCHES: Switch<'safeSearch' | 'allowSameDomain'>[] = [
  { key: 'safeSearch', name: 'safe-search', words: 'options_scansSafeSearch' },
  { key: 'allowSameDomain', name: 'allow-same-domain', words: 'options_scansSameDomain' },
];

/** An example of the relay's address: the same in every language. */
const RELAY_EXAMPLE = 'http://127.0.0.1:8787';
/** The command that starts the relay, shown as code inside the help. */
const RELAY_COMMAND = 'npm run relay';

/** A note under the form: a message and its arguments (read again if the language changes). */
type Note = [MessageKey, ...string[]];

/**
 * Plagiarism scans: where the webhook relay is, its token (write-only), and the scan options.
 * `locked`: the fields the organisation's policy set (from the account status).
 */
export function ScansSection({ locked = [] }: { locked?: readonly LockableField[] }): JSX.Element {
  const [status, setStatus] = useState<ScanSettingsStatus | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const { t } = useT();

  useEffect(() => {
    // Failures come back as values and are shown here; sendToBackground never rejects.
    void sendToBackground('scans/settings-get', {}).then((r) =>
      r.ok ? setStatus(r.value) : setError(r.error),
    );
  }, []);

  return (
    <section class="card" aria-label={t('options_scansHeading')}>
      <h2>{t('options_scansHeading')}</h2>
      {status ? (
        <ScansForm status={status} onSaved={setStatus} locked={locked} />
      ) : error ? (
        <SettingError error={error} />
      ) : (
        <p class="muted">{t('options_loading')}</p>
      )}
      <OcrLanguagesList />
    </section>
  );
}

function ScansForm({
  status,
  onSaved,
  locked,
}: {
  status: ScanSettingsStatus;
  onSaved: (status: ScanSettingsStatus) => void;
  locked: readonly LockableField[];
}): JSX.Element {
  const relayLock = usePolicyLock(locked.includes('relayUrl'));
  const costFirstLock = usePolicyLock(locked.includes('checkCreditsFirst'));
  const [form, setForm] = useState<ScanSettings>(status.settings);
  const [token, setToken] = useState('');
  const [minWords, setMinWords] = useState(String(status.settings.filters.minCopiedWords ?? ''));
  const [note, setNote] = useState<Note | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const { t, language } = useT();

  const change = (patch: Partial<ScanSettings>): void => {
    setNote(null);
    setForm({ ...form, ...patch });
  };

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const save = async (event: Event): Promise<void> => {
    event.preventDefault();
    setNote(null);
    setError(null);
    // First, while the click still counts as a user gesture.
    if (form.relayUrl) await requestHostAccess([form.relayUrl]);
    const min = minWords.trim() === '' ? undefined : Number(minWords);
    const result = await sendToBackground('scans/settings-save', {
      settings: { ...form, filters: { ...form.filters, minCopiedWords: min } },
      ...(token.trim() ? { relayToken: token } : {}),
    });
    if (!result.ok) return setError(result.error);
    setToken('');
    setForm(result.value.settings);
    setNote(['options_scansSaved']);
    onSaved(result.value);
  };

  const checkRelay = async (): Promise<void> => {
    setNote(null);
    setError(null);
    const result = await sendToBackground('scans/relay-check', {});
    if (!result.ok) return setError(result.error);
    const { member } = result.value;
    setNote(
      member.role === 'owner'
        ? ['options_scansRelayOwner']
        : ['options_scansRelayMember', member.name],
    );
  };

  const forgetToken = async (): Promise<void> => {
    const result = await sendToBackground('scans/settings-save', { forgetRelayToken: true });
    if (!result.ok) return setError(result.error);
    onSaved(result.value);
  };

  return (
    <form class="scans-form" onSubmit={(e) => void save(e)}>
      <h3>{t('options_scansWhereHeading')}</h3>
      <p class="muted">{withCode(t('options_scansRelayHelp', RELAY_COMMAND), RELAY_COMMAND)}</p>
      <UrlField
        name="relay-url"
        placeholder={RELAY_EXAMPLE}
        value={form.relayUrl}
        onChange={(relayUrl) => change({ relayUrl })}
        lock={relayLock}
      >
        {t('options_scansRelayAddress')}
      </UrlField>
      <label>
        {t('options_scansRelayToken')}
        <input
          type="password"
          name="relay-token"
          autoComplete="off"
          spellcheck={false}
          placeholder={t(
            status.hasRelayToken ? 'options_scansTokenReplace' : 'options_scansTokenPaste',
          )}
          value={token}
          onInput={(e) => setToken(e.currentTarget.value)}
        />
      </label>
      <p class="muted" data-testid="relay-token-state">
        {t(status.hasRelayToken ? 'options_scansTokenSaved' : 'options_scansTokenNone')}
      </p>
      {status.missingHostAccess.length > 0 && (
        <p class="notice notice-error" role="alert" data-testid="relay-missing-access">
          {t(
            'options_scansMissingAccess',
            new Intl.ListFormat(language, { type: 'conjunction' }).format(status.missingHostAccess),
          )}
        </p>
      )}

      <h3>{t('options_scansOptionsHeading')}</h3>
      <fieldset class="plain">
        <legend>{t('options_scansEachScan')}</legend>
        <CheckboxField
          name="check-credits-first"
          value={form.checkCreditsFirst}
          onChange={(on) => change({ checkCreditsFirst: on })}
          lock={costFirstLock}
        >
          {t('options_scansCostFirst')}
        </CheckboxField>
        {SCAN_SWITCHES.map(({ key, name, words }) => (
          <CheckboxField
            key={name}
            name={name}
            value={form[key]}
            onChange={(on) => change({ [key]: on })}
          >
            {t(words)}
          </CheckboxField>
        ))}
      </fieldset>
      <OcrLanguagePicker
        value={form.ocrLanguage}
        onChange={(code) => change({ ocrLanguage: code })}
      />
      <label>
        {t('options_scansSensitivity')}
        <select
          name="plagiarism-sensitivity"
          value={String(form.sensitivityLevel)}
          onChange={(e) =>
            change({
              sensitivityLevel: Number(e.currentTarget.value) as ScanSettings['sensitivityLevel'],
            })
          }
        >
          {([1, 2, 3, 4, 5] as const).map((level) => (
            <option key={level} value={level}>
              {t(SENSITIVITY_HINTS[level], level)}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="plain labels">
        <legend>{t('options_scansExcludeLegend')}</legend>
        {EXCLUSIONS.map((x) => (
          <CheckboxField
            key={`exclude-${x.key}`}
            name={`exclude-${x.key}`}
            value={form.exclude[x.key]}
            onChange={(on) => change({ exclude: { ...form.exclude, [x.key]: on } })}
          >
            {t(EXCLUSION_NAMES[x.key])}
          </CheckboxField>
        ))}
      </fieldset>
      <fieldset class="plain labels">
        <legend>{t('options_scansMatchLegend')}</legend>
        {MATCH_FILTERS.map((f) => (
          <CheckboxField
            key={`filter-${f.key}`}
            name={`filter-${f.key}`}
            value={form.filters[f.key]}
            onChange={(on) => change({ filters: { ...form.filters, [f.key]: on } })}
          >
            {t(MATCH_FILTER_NAMES[f.key])}
          </CheckboxField>
        ))}
        {FILTER_SWITCHES.map(({ key, name, words }) => (
          <CheckboxField
            key={name}
            name={name}
            value={form.filters[key]}
            onChange={(on) => change({ filters: { ...form.filters, [key]: on } })}
          >
            {t(words)}
          </CheckboxField>
        ))}
      </fieldset>
      <label>
        {t('options_scansMinWords')}
        <input
          type="number"
          name="min-copied-words"
          min={1}
          max={10000}
          step={1}
          value={minWords}
          onInput={(e) => {
            setNote(null);
            setMinWords(e.currentTarget.value);
          }}
        />
      </label>
      <div class="row">
        <button type="submit">{t('options_scansSave')}</button>
        <button
          type="button"
          class="secondary"
          data-testid="test-relay"
          disabled={!status.settings.relayUrl || !status.hasRelayToken}
          onClick={() => void checkRelay()}
        >
          {t('options_scansTestRelay')}
        </button>
        {status.hasRelayToken && (
          <button type="button" class="secondary" onClick={() => void forgetToken()}>
            {t('options_scansForgetToken')}
          </button>
        )}
        {note && (
          <span role="status" class="muted" data-testid="scans-note">
            {t(...note)}
          </span>
        )}
      </div>
      <SettingError error={error} />
    </form>
  );
}

/** `text` with `code` in it shown as code. */
function withCode(text: string, code: string): JSX.Element {
  const at = text.indexOf(code);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <code>{code}</code>
      {text.slice(at + code.length)}
    </>
  );
}
