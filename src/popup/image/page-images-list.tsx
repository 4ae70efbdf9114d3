import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError, Result } from '../../core/errors.ts';
import type { CheckGroup, PageImage, PageImages } from '../../shared/messages/index.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
import type { ImageCheckKind } from '../../shared/checks/image-card.ts';
import { lazyView } from '../lazy-view.ts';

// The list is drawn by code loaded on the first click: most openings never show it.
const PageImagesView = lazyView(() =>
  import('./page-images-view.tsx').then((m) => m.PageImagesView),
);

interface Props {
  tabId: number | undefined;
  /** Whether checks run in sandbox mode now (the web search's cost on its button). */
  sandbox: boolean;
  onStarted: (group: CheckGroup) => void;
  onError: (error: AppError) => void;
  /** A plagiarism scan of an image's text (OCR) started: shown where scans are. */
  onScanStarted: (scan: UrlScanCheck) => void;
  onScanError: (error: AppError) => void;
}

const tab = (tabId: number | undefined): { tabId?: number } =>
  tabId === undefined ? {} : { tabId };

/** The page's images that can be checked, each with a button; found when asked (it loads them). */
export function PageImagesList({
  tabId,
  sandbox,
  onStarted,
  onError,
  onScanStarted,
  onScanError,
}: Props): JSX.Element {
  const { t } = useT();
  const [listed, setListed] = useState<Result<PageImages> | null>(null);
  const [busy, setBusy] = useState(false);

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const find = async (): Promise<void> => {
    setBusy(true);
    try {
      // The view's code loads while the page is searched: both are needed to show the list.
      const [answer] = await Promise.all([
        sendToBackground('images/list', tab(tabId)),
        PageImagesView.preload(),
      ]);
      setListed(answer);
    } finally {
      // The button comes back after a failure too (the view's code not loading).
      setBusy(false);
    }
  };

  const check = async (image: PageImage, kind: ImageCheckKind): Promise<void> => {
    const { src, frameId, frameUrl } = image;
    const frame = frameId === undefined ? {} : { frameId, ...(frameUrl ? { frameUrl } : {}) };
    const started = await sendToBackground('checks/start-image', {
      ...tab(tabId),
      ...frame,
      src,
      kind,
    });
    if (started.ok) onStarted(started.value);
    else onError(started.error);
  };

  // The image's text, read by the service's OCR in the language of the settings.
  const scanText = async (image: PageImage): Promise<void> => {
    const { src, frameId, frameUrl } = image;
    const frame = frameId === undefined ? {} : { frameId, ...(frameUrl ? { frameUrl } : {}) };
    const started = await sendToBackground('scans/start-image-text', {
      ...tab(tabId),
      ...frame,
      src,
    });
    if (started.ok) onScanStarted(started.value);
    else onScanError(started.error);
  };

  if (listed === null) {
    return (
      <button
        type="button"
        class="secondary"
        data-testid="find-images"
        disabled={busy}
        onClick={() => void find()}
      >
        {busy ? t('image_lookingForImages') : t('image_checkAnImage')}
      </button>
    );
  }
  if (!listed.ok) return <ErrorNotice error={listed.error} />;
  return (
    <PageImagesView images={listed.value} sandbox={sandbox} onCheck={check} onScanText={scanText} />
  );
}
