import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AppError } from '../core/errors.ts';
import type { ScanSettingsStatus } from '../shared/messages/index.ts';
import { sendToBackground } from '../platform/messaging.ts';
import { SettingError } from './setting-error.tsx';
import { EXCLUSIONS, MATCH_FILTERS, type ScanSettings } from '../shared/scans/scan-settings.ts';
import { requestHostAccess } from '../platform/host-permission.ts';
import { OcrLanguagePicker, OcrLanguagesList } from './ocr-languages-list.tsx';
import type { LockableField } from '../shared/settings/policy-overlay.ts';
import { usePolicyLock, type LockedControl } from './set-by-policy.tsx';
import './scans-section.css';

const SENSITIVITY_HINTS: Record<ScanSettings['sensitivityLevel'], string> = {
  1: 'fastest',
  2: 'faster',
  3: 'balanced (the service default)',
  4: 'more thorough',
  5: 'most thorough, slowest',
};

/**
 * Plagiarism scans: where the webhook relay is, its token (write-only), and the scan options.
 * `locked`: the fields the organisation's policy set (from the account status).
 */
export function ScansSection({ locked = [] }: { locked?: readonly LockableField[] }): JSX.Element {
  const [status, setStatus] = useState<ScanSettingsStatus | null>(null);
  const [error, setError] = useState<AppError | null>(null);

  useEffect(() => {
    // Failures come back as values and are shown here; sendToBackground never rejects.
    void sendToBackground('scans/settings-get', {}).then((r) =>
      r.ok ? setStatus(r.value) : setError(r.error),
    );
  }, []);

  return (
    <section class="card" aria-label="Plagiarism scans">
      <h2>Plagiarism scans</h2>
      {status ? (
        <ScansForm status={status} onSaved={setStatus} locked={locked} />
      ) : error ? (
        <SettingError error={error} />
      ) : (
        <p class="muted">Loading…</p>
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
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);

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
    setNote('Saved.');
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
        ? "The relay answers and accepts the token: it is the relay owner's."
        : `The relay answers and accepts the token: it is ${member.name}'s, on a team relay.`,
    );
  };

  const forgetToken = async (): Promise<void> => {
    const result = await sendToBackground('scans/settings-save', { forgetRelayToken: true });
    if (!result.ok) return setError(result.error);
    onSaved(result.value);
  };

  const flag = (
    name: string,
    checked: boolean,
    onChange: (on: boolean) => void,
    label: string,
    lock: { control: LockedControl; note: JSX.Element | null } = { control: {}, note: null },
  ): JSX.Element => (
    <>
      <label class="check">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          {...lock.control}
        />
        {label}
      </label>
      {lock.note}
    </>
  );

  return (
    <form class="scans-form" onSubmit={(e) => void save(e)}>
      <h3>Where results arrive</h3>
      <p class="muted">
        The service reports scans by calling a web address, which a browser cannot offer: run the
        relay next to the extension (<code>npm run relay</code>) and enter the address and token it
        prints. Sandbox mode (above) applies to scans too.
      </p>
      <label>
        Relay address
        <input
          type="url"
          name="relay-url"
          placeholder="http://127.0.0.1:8787"
          value={form.relayUrl}
          onInput={(e) => change({ relayUrl: e.currentTarget.value })}
          {...relayLock.control}
        />
      </label>
      {relayLock.note}
      <label>
        Relay token
        <input
          type="password"
          name="relay-token"
          autoComplete="off"
          spellcheck={false}
          placeholder={
            status.hasRelayToken
              ? 'Saved. Paste a new token to replace it.'
              : 'Paste the relay token'
          }
          value={token}
          onInput={(e) => setToken(e.currentTarget.value)}
        />
      </label>
      <p class="muted" data-testid="relay-token-state">
        {status.hasRelayToken ? 'A relay token is saved.' : 'No relay token saved yet.'}
      </p>
      {status.missingHostAccess.length > 0 && (
        <p class="notice notice-error" role="alert" data-testid="relay-missing-access">
          The extension may not reach {status.missingHostAccess.join(' and ')} yet. Save again and
          allow access when the browser asks.
        </p>
      )}

      <h3>Scan options</h3>
      <fieldset class="plain">
        <legend>Each scan</legend>
        {flag(
          'check-credits-first',
          form.checkCreditsFirst,
          (on) => change({ checkCreditsFirst: on }),
          'Show the cost in credits first and ask before scanning',
          costFirstLock,
        )}
        {flag(
          'ai-text-detection',
          form.aiTextDetection,
          (on) => change({ aiTextDetection: on }),
          'Also detect AI-written text',
        )}
        {flag(
          'cheat-detection',
          form.cheatDetection,
          (on) => change({ cheatDetection: on }),
          'Detect cheating (hidden or look-alike characters)',
        )}
        {flag('pdf-report', form.pdfReport, (on) => change({ pdfReport: on }), 'Make a PDF report')}
        {flag(
          'ai-source-match',
          form.aiSourceMatch,
          (on) => change({ aiSourceMatch: on }),
          'Tag sources that are themselves AI-written (AI Source Match)',
        )}
      </fieldset>
      <OcrLanguagePicker
        value={form.ocrLanguage}
        onChange={(code) => change({ ocrLanguage: code })}
      />
      <label>
        Plagiarism sensitivity
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
              {level}: {SENSITIVITY_HINTS[level]}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="plain labels">
        <legend>Leave out of the comparison</legend>
        {EXCLUSIONS.map((x) =>
          flag(
            `exclude-${x.key}`,
            form.exclude[x.key],
            (on) => change({ exclude: { ...form.exclude, [x.key]: on } }),
            x.name,
          ),
        )}
      </fieldset>
      <fieldset class="plain labels">
        <legend>Report matches of</legend>
        {MATCH_FILTERS.map((f) =>
          flag(
            `filter-${f.key}`,
            form.filters[f.key],
            (on) => change({ filters: { ...form.filters, [f.key]: on } }),
            f.name,
          ),
        )}
        {flag(
          'safe-search',
          form.filters.safeSearch,
          (on) => change({ filters: { ...form.filters, safeSearch: on } }),
          'Leave out adult sites',
        )}
        {flag(
          'allow-same-domain',
          form.filters.allowSameDomain,
          (on) => change({ filters: { ...form.filters, allowSameDomain: on } }),
          "Count the page's own site",
        )}
      </fieldset>
      <label>
        Fewest copied words for a source to count (empty: the service decides)
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
        <button type="submit">Save scan settings</button>
        <button
          type="button"
          class="secondary"
          data-testid="test-relay"
          disabled={!status.settings.relayUrl || !status.hasRelayToken}
          onClick={() => void checkRelay()}
        >
          Test relay
        </button>
        {status.hasRelayToken && (
          <button type="button" class="secondary" onClick={() => void forgetToken()}>
            Forget relay token
          </button>
        )}
        {note && (
          <span role="status" class="muted" data-testid="scans-note">
            {note}
          </span>
        )}
      </div>
      <SettingError error={error} />
    </form>
  );
}
