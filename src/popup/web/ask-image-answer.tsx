import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import { webSearchCostLabel, type ImageAsk } from '../../shared/checks/image-card.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * Asks for the other answer about an image (AI generation, or where else it is on the web), with
 * what it costs on the button. The new group shows both answers in one card.
 */
export function AskImageAnswer({
  ask: { kind, src, tabId },
  sandbox,
  onStarted,
}: {
  ask: ImageAsk;
  sandbox: boolean;
  onStarted: (group: CheckGroup) => void;
}): JSX.Element {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);
  const translator = useT();

  // Started with `void` by its button: shows its own failure.
  const ask = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    const started = await sendToBackground('checks/start-image', { tabId, src, kind });
    setBusy(false);
    if (started.ok) onStarted(started.value);
    else setFailure(started.error);
  };

  return (
    <div class="ask-image-answer">
      <button
        type="button"
        class="secondary"
        data-testid={kind === 'ai-image' ? 'ask-ai-image' : 'find-on-web'}
        disabled={busy}
        onClick={() => void ask()}
      >
        {kind === 'ai-image'
          ? translator.t('web_askAi')
          : translator.t('web_findOnWeb', webSearchCostLabel(translator, sandbox))}
      </button>
      {failure && <ErrorNotice error={failure} />}
    </div>
  );
}
