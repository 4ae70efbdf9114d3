import type {
  ImageCheck,
  ImagePlagiarismCheck,
  ObjectDetectionCheck,
} from '../checks/check-record.ts';
import { maskSizeOf } from '../checks/image-results.ts';
import { readObjects } from '../checks/object-results.ts';
import { readWebMatches, webMatchesHeadline } from '../checks/web-matches.ts';
import type { Translator } from '../i18n/translator.ts';
import { objectColour } from '../image/object-colours.ts';
import { maskCoverage } from '../mask/rle.ts';
import { html, type SafeHtml } from './escape-html.ts';
import { factList } from './report-facts.ts';
import { maskPicture } from './mask-picture.ts';
import { percentText } from './report-numbers.ts';

/** The AI mask's orange-red, as the popup draws it. */
const MASK_COLOUR = { r: 230, g: 80, b: 30, a: 255 };

/** The picture as shown (the small copy history keeps), or why there is none. */
function pictureFigure(
  record: ImageCheck | ImagePlagiarismCheck | ObjectDetectionCheck,
  t: Translator,
): SafeHtml {
  const preview = record.image?.preview;
  // Only our own data: JPEG; the policy would refuse anything else anyway.
  if (!preview?.startsWith('data:image/'))
    return html`<p class="muted">${t.t('report_noPicture')}</p>`;
  return html`<figure>
    <img src="${preview}" alt="${t.t('image_checkedImage')}" data-testid="report-image" />
    <figcaption>${t.t('image_original')}</figcaption>
  </figure>`;
}

function picturesBeside(first: SafeHtml, second: SafeHtml | undefined): SafeHtml {
  return html`<div class="pictures">${first}${second}</div>`;
}

/** An AI image check: the shares, the picture and its mask side by side, content credentials. */
export async function aiImagePart(record: ImageCheck, t: Translator): Promise<SafeHtml> {
  const result = record.result;
  if (!result) return html``;
  const size = maskSizeOf(record, result);
  const mask =
    result.result && size
      ? await maskPicture([{ runs: result.result, colour: MASK_COLOUR }], size)
      : undefined;
  const coverage = result.result && size ? maskCoverage(result.result, size) : undefined;
  const metadata = result.imageInfo?.metadata;
  return html`<p data-testid="report-image-share">
      <strong
        >${t.t('image_shares', percentText(t, result.summary.ai), percentText(t, result.summary.human))}</strong
      >
    </p>
    <p>
      ${t.t(result.isAiDetected === false || result.summary.ai === 0 ? 'image_noAiDetected' : 'image_aiDetected')}
    </p>
    ${picturesBeside(
      pictureFigure(record, t),
      mask &&
        html`<figure>
          <img
            class="mask"
            src="${mask.url}"
            width="${mask.width}"
            height="${mask.height}"
            alt="${t.t('checks_maskLabel')}"
            data-testid="report-mask"
          />
          <figcaption>
            ${t.t('checks_maskLabel')}${coverage?.ok && html` · ${percentText(t, coverage.value.ai)}`}
          </figcaption>
        </figure>`,
    )}
    ${
      metadata &&
      html`<h3>${t.t('image_contentCredentials')}</h3>
        ${factList([
          [t.t('image_issuedBy'), metadata.issuedBy],
          [t.t('image_appOrDevice'), metadata.appOrDeviceUsed],
          [t.t('image_issued'), metadata.issuedTime],
          [t.t('image_howMade'), metadata.contentSummary],
        ])}`
    }`;
}

/** Named objects: each one's share of the image, and their masks drawn in their colours. */
export async function objectsPart(record: ObjectDetectionCheck, t: Translator): Promise<SafeHtml> {
  const answer = readObjects(record);
  const result = record.result;
  if (!answer || !result) return html``;
  const size = maskSizeOf(record, result);
  const picture = size
    ? await maskPicture(
        answer.found.map((o) => ({ runs: o.mask, colour: objectColour(o.index) })),
        size,
      )
    : undefined;
  const shares = answer.found.map((o) => {
    const coverage = size ? maskCoverage(o.mask, size) : undefined;
    const c = objectColour(o.index);
    return html`<li>
      <span class="swatch" style="background:rgb(${c.r},${c.g},${c.b})"></span>
      ${o.name}${coverage?.ok && html` · ${t.t('image_objectShare', percentText(t, coverage.value.ai))}`}
    </li>`;
  });
  return html`<h3>${t.t('image_foundObjects')}</h3>
    ${
      answer.found.length
        ? html`<ul data-testid="report-objects">
            ${shares}
          </ul>`
        : html`<p>${t.t('image_noObjectsFound')}</p>`
    }
    ${answer.missing.length > 0 && html`<p>${t.plural('image_notFound', answer.missing.length, t.list(answer.missing, 'plain'))}</p>`}
    ${picturesBeside(
      pictureFigure(record, t),
      picture &&
        html`<figure>
          <img
            class="mask"
            src="${picture.url}"
            width="${picture.width}"
            height="${picture.height}"
            alt="${t.t('image_foundObjects')}"
            data-testid="report-objects-mask"
          />
          <figcaption>${t.t('image_foundObjects')}</figcaption>
        </figure>`,
    )}`;
}

/**
 * Where else the image is on the web: every copy and the pages showing it, as text (a report
 * holds no links a click could follow by mistake; the addresses can be copied).
 */
export function webMatchesPart(record: ImagePlagiarismCheck, t: Translator): SafeHtml {
  if (!record.result) return html``;
  const found = readWebMatches(record.result);
  return html`<p><strong>${webMatchesHeadline(t, found)}</strong></p>
    ${picturesBeside(pictureFigure(record, t), undefined)}
    ${
      found.matches.length > 0 &&
      html`<ol data-testid="report-web-matches">
        ${found.matches.map(
          (m) =>
            html`<li>
              <strong>${t.t(m.exact ? 'web_exactCopy' : 'web_alteredCopy')}</strong>:
              <span class="address">${m.image.text}</span>${
                m.pages.length > 0
                  ? html`<br />${t.t('web_pagesShowingIt')}:
                      ${m.pages.map((p, i) => html`${i > 0 && ', '}<span class="address">${p.text}</span>`)}`
                  : html`<br />${t.t('web_noPage')}`
              }
            </li>`,
        )}
      </ol>`
    }`;
}
