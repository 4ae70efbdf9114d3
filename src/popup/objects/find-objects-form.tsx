import type { JSX } from 'preact';
import './objects.css';
import { useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import { MAX_OBJECTS } from '../../shared/checks/check-settings.ts';
import { parseObjectNames } from './object-names.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** Asks where named objects (faces, hands …) are in the image; each comes back in its colour. */
export function FindObjectsForm({
  src,
  tabId,
  onStarted,
}: {
  src: string;
  tabId: number;
  onStarted: (group: CheckGroup) => void;
}): JSX.Element {
  const { t } = useT();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);

  // Started with `void` by the form: shows its own failure.
  const submit = async (): Promise<void> => {
    const names = parseObjectNames(typed);
    if (!names.ok) return setFailure(names.error);
    setBusy(true);
    setFailure(null);
    const started = await sendToBackground('checks/start-image', {
      tabId,
      src,
      kind: 'object-detection',
      objects: names.value,
    });
    setBusy(false);
    if (started.ok) onStarted(started.value);
    else setFailure(started.error);
  };

  return (
    <form
      class="find-objects"
      data-testid="find-objects"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label>
        {t('image_objectsLabel', MAX_OBJECTS)}
        <input
          name="objects"
          type="text"
          placeholder={t('image_objectsExample')}
          value={typed}
          maxLength={200}
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
      </label>
      <button type="submit" class="secondary" disabled={busy || typed.trim() === ''}>
        {t('image_showObjects')}
      </button>
      {failure && <ErrorNotice error={failure} />}
    </form>
  );
}
