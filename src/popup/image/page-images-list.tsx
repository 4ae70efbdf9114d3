import type { JSX } from 'preact';
import type { AppError } from '../../core/errors.ts';
import type { CheckGroup, PageImage, PageImages } from '../../shared/messages/index.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import type { ImageCheckKind } from '../../shared/checks/image-card.ts';
import { lazyView } from '../lazy-view.ts';
import { FoundWhenAsked } from '../found-when-asked.tsx';
import { tabTarget } from '../tab-target.ts';

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
  // The image's tab, frame and address: what the worker needs to find it again.
  const imageTarget = ({ src, frameId, frameUrl }: PageImage) => ({
    ...tabTarget(tabId),
    ...(frameId === undefined ? {} : { frameId, ...(frameUrl ? { frameUrl } : {}) }),
    src,
  });

  const check = async (image: PageImage, kind: ImageCheckKind): Promise<void> => {
    const started = await sendToBackground('checks/start-image', { ...imageTarget(image), kind });
    if (started.ok) onStarted(started.value);
    else onError(started.error);
  };

  // The image's text, read by the service's OCR in the language of the settings.
  const scanText = async (image: PageImage): Promise<void> => {
    const started = await sendToBackground('scans/start-image-text', imageTarget(image));
    if (started.ok) onScanStarted(started.value);
    else onScanError(started.error);
  };

  return (
    <FoundWhenAsked
      testId="find-images"
      label={t('image_checkAnImage')}
      busyLabel={t('image_lookingForImages')}
      ask={() => sendToBackground('images/list', tabTarget(tabId))}
      preload={PageImagesView.preload}
    >
      {(images: PageImages) => (
        <PageImagesView images={images} sandbox={sandbox} onCheck={check} onScanText={scanText} />
      )}
    </FoundWhenAsked>
  );
}
