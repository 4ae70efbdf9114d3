import type { JSX } from 'preact';
import type { PageImage, PageImages } from '../../shared/messages/index.ts';
import { imageName } from '../../shared/image/image-name.ts';
import { webSearchCostLabel, type ImageCheckKind } from '../../shared/checks/image-card.ts';

interface Props {
  images: PageImages;
  /** Whether checks run in sandbox mode now (the web search's cost on its button). */
  sandbox: boolean;
  onCheck: (image: PageImage, kind: ImageCheckKind) => Promise<void>;
  /** Scans the text in the image for plagiarism (the service reads it by OCR). */
  onScanText: (image: PageImage) => Promise<void>;
}

/** The page's images that can be checked: thumbnail, name and size, and a button per check. */
export function PageImagesView({
  images: listed,
  sandbox,
  onCheck: check,
  onScanText: scanText,
}: Props): JSX.Element {
  const { images, tooSmall, unreadableFrames } = listed;
  return (
    <section class="page-images" aria-label="Images on this page" data-testid="page-images">
      <h2>Images on this page</h2>
      {images.length === 0 && (
        <p class="muted" data-testid="no-images">
          No image on this page is large enough to check.
        </p>
      )}
      <ul>
        {images.map((image) => {
          const name = imageName(image.src, image.alt);
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
                <p class="muted">
                  {image.naturalWidth === 0
                    ? 'size unknown'
                    : image.estimated
                      ? `${image.naturalWidth} px wide (largest source)`
                      : `${image.naturalWidth}×${image.naturalHeight} px`}
                  {image.kind === 'background' && ', background'}
                  {image.waiting && ', not loaded on the page yet'}
                  {image.frameUrl && `, in a frame from ${hostOf(image.frameUrl)}`}
                </p>
                {image.thumbnail && (
                  <p class="muted warning" data-testid="thumbnail-warning">
                    Shown as a thumbnail: the file is checked, not what you see.
                  </p>
                )}
                <div class="buttons">
                  <button
                    type="button"
                    data-testid="check-image"
                    aria-label={`Check for AI: ${name}`}
                    onClick={() => void check(image, 'ai-image')}
                  >
                    Check for AI
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    data-testid="find-image-on-web"
                    aria-label={`Find on the web · ${webSearchCostLabel(sandbox)}: ${name}`}
                    onClick={() => void check(image, 'image-plagiarism')}
                  >
                    Find on the web · {webSearchCostLabel(sandbox)}
                  </button>
                  <button
                    type="button"
                    class="secondary"
                    data-testid="scan-image-text"
                    aria-label={`Check its text for plagiarism: ${name}`}
                    onClick={() => void scanText(image)}
                  >
                    Check its text for plagiarism
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {tooSmall > 0 && (
        <p class="muted" data-testid="too-small">
          {tooSmall} image{tooSmall === 1 ? ' is' : 's are'} under 512 px, too small to check for
          AI; right-click {tooSmall === 1 ? 'it' : 'one'} to find it on the web.
        </p>
      )}
      {unreadableFrames && (
        <p class="muted" data-testid="unreadable-frames">
          {unreadableFrames.count === 1
            ? 'A frame of another site'
            : `${unreadableFrames.count} frames of other sites`}
          {unreadableFrames.sites.length > 0 &&
            ` (${unreadableFrames.sites.map(hostOf).join(', ')})`}{' '}
          may hold more images, which Authenticity Lens may not read: right-click an image there to
          check it.
        </p>
      )}
    </section>
  );
}

const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : url);
