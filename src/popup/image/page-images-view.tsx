import type { JSX } from 'preact';
import type { PageImage, PageImages } from '../../shared/messages/index.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { imageName } from './image-name.ts';
import { webSearchCostLabel, type ImageCheckKind } from '../../shared/checks/image-card.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * The service's smallest side for the AI check (IMAGE_MIN_SIDE in src/api/validation/image.ts,
 * not imported: it would bring the worker's image validation into this view's code).
 */
const MIN_SIDE = 512;

interface Props {
  images: PageImages;
  /** Whether checks run in sandbox mode now (the web search's cost on its button). */
  sandbox: boolean;
  onCheck: (image: PageImage, kind: ImageCheckKind) => Promise<void>;
  /** Scans the text in the image for plagiarism (the service reads it by OCR). */
  onScanText: (image: PageImage) => Promise<void>;
}

/** Pixels, written without a thousands separator (1200×800 px). */
const pixels = ({ number }: Translator, n: number): string => number(n, { useGrouping: false });

/** An image's size, then what else tells it apart (a background, not loaded yet, in a frame). */
function details(translator: Translator, image: PageImage): string {
  const { t } = translator;
  const size =
    image.naturalWidth === 0
      ? t('image_sizeUnknown')
      : image.estimated
        ? t('image_widthLargest', pixels(translator, image.naturalWidth))
        : t(
            'image_sizeExact',
            pixels(translator, image.naturalWidth),
            pixels(translator, image.naturalHeight),
          );
  return [
    size,
    ...(image.kind === 'background' ? [t('image_background')] : []),
    ...(image.waiting ? [t('image_notLoadedYet')] : []),
    ...(image.frameUrl ? [t('image_inFrameFrom', hostOf(image.frameUrl))] : []),
  ].join(t('image_listSeparator'));
}

/** Frames of other sites the list could not look into, and how to check their images. */
function unreadableText(
  { t, plural }: Translator,
  { count, sites }: NonNullable<PageImages['unreadableFrames']>,
): string {
  const hosts = sites.map(hostOf).join(t('image_listSeparator'));
  if (count === 1)
    return hosts ? t('image_oneUnreadableFrameAt', hosts) : t('image_oneUnreadableFrame');
  return hosts
    ? plural('image_unreadableFramesAt', count, hosts)
    : plural('image_unreadableFrames', count);
}

/** The page's images that can be checked: thumbnail, name and size, and a button per check. */
export function PageImagesView({
  images: listed,
  sandbox,
  onCheck: check,
  onScanText: scanText,
}: Props): JSX.Element {
  const translator = useT();
  const { t, plural } = translator;
  const { images, tooSmall, unreadableFrames } = listed;
  const cost = webSearchCostLabel(translator, sandbox);
  return (
    <section class="page-images" aria-label={t('image_pageImages')} data-testid="page-images">
      <h2>{t('image_pageImages')}</h2>
      {images.length === 0 && (
        <p class="muted" data-testid="no-images">
          {t('image_noImages')}
        </p>
      )}
      <ul>
        {images.map((image) => {
          const name = imageName(translator, image.src, image.alt);
          return (
            <li key={image.src}>
              {/* The page chose this address: loaded without the user's cookies or a referrer. */}
              <img
                src={image.src}
                alt=""
                loading="lazy"
                crossOrigin="anonymous"
                referrerPolicy="no-referrer"
              />
              <div>
                <p class="image-name" title={image.src}>
                  {name}
                </p>
                <p class="muted">{details(translator, image)}</p>
                {image.thumbnail && (
                  <p class="muted warning" data-testid="thumbnail-warning">
                    {t('image_thumbnailWarning')}
                  </p>
                )}
                <div class="buttons">
                  <button
                    type="button"
                    data-testid="check-image"
                    aria-label={t('image_checkForAiNamed', name)}
                    onClick={() => void check(image, 'ai-image')}
                  >
                    {t('image_checkForAi')}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    data-testid="find-image-on-web"
                    aria-label={t('image_findOnWebNamed', cost, name)}
                    onClick={() => void check(image, 'image-plagiarism')}
                  >
                    {t('image_findOnWeb', cost)}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    data-testid="scan-image-text"
                    aria-label={t('image_scanTextNamed', name)}
                    onClick={() => void scanText(image)}
                  >
                    {t('image_scanText')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {tooSmall > 0 && (
        <p class="muted" data-testid="too-small">
          {plural('image_tooSmall', tooSmall, MIN_SIDE)}
        </p>
      )}
      {unreadableFrames && (
        <p class="muted" data-testid="unreadable-frames">
          {unreadableText(translator, unreadableFrames)}
        </p>
      )}
    </section>
  );
}

const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : url);
