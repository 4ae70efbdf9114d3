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
import { markup, type SafeHtml } from './escape-html.ts';
import { factList } from './report-facts.ts';
import { maskPicture } from './mask-picture.ts';
import { percentText } from './report-numbers.ts';

/** The AI mask's orange-red, as the popup draws it. */
const MASK_COLOUR = { r: 230, g: 80, b: 30, a: 255 };

type ImageRecord = ImageCheck | ImagePlagiarismCheck | ObjectDetectionCheck;

/** The picture as shown (the small copy history keeps), or why there is none. */
function pictureFigure(record: ImageRecord, t: Translator): SafeHtml {
  const preview = record.image?.preview;
  // Only our own data: JPEG; the policy would refuse anything else anyway.
  if (!preview?.startsWith('data:image/')) {
    return markup`<p class="muted">${t.t('report_noPicture')}</p>`;
  }
  return markup`<figure><img src="${preview}" alt="${t.t('image_checkedImage')}" data-testid="report-image"><figcaption>${t.t('image_original')}</figcaption></figure>`;
}

const picturesBeside = (first: SafeHtml, second: SafeHtml | undefined): SafeHtml =>
  markup`<div class="pictures">${first}${second}</div>`;

/** An AI image check: the shares, the picture and its mask side by side, content credentials. */
export async function aiImagePart(record: ImageCheck, t: Translator): Promise<SafeHtml> {
  const result = record.result;
  if (!result) return markup``;
  const size = maskSizeOf(record, result);
  const runs = result.result;
  const mask = runs && size ? await maskPicture([{ runs, colour: MASK_COLOUR }], size) : undefined;
  const coverage = runs && size ? maskCoverage(runs, size) : undefined;
  const metadata = result.imageInfo?.metadata;
  const detected = result.isAiDetected === false || result.summary.ai === 0;
  const shares = t.t(
    'image_shares',
    percentText(t, result.summary.ai),
    percentText(t, result.summary.human),
  );
  const maskFigure =
    mask &&
    markup`<figure><img class="mask" src="${mask.url}" width="${mask.width}" height="${mask.height}" alt="${t.t('checks_maskLabel')}" data-testid="report-mask"><figcaption>${t.t('checks_maskLabel')}${coverage?.ok && markup` · ${percentText(t, coverage.value.ai)}`}</figcaption></figure>`;
  const credentials =
    metadata &&
    markup`<h3>${t.t('image_contentCredentials')}</h3>${factList([
      [t.t('image_issuedBy'), metadata.issuedBy],
      [t.t('image_appOrDevice'), metadata.appOrDeviceUsed],
      [t.t('image_issued'), metadata.issuedTime],
      [t.t('image_howMade'), metadata.contentSummary],
    ])}`;
  return markup`<p data-testid="report-image-share"><strong>${shares}</strong></p>
<p>${t.t(detected ? 'image_noAiDetected' : 'image_aiDetected')}</p>
${picturesBeside(pictureFigure(record, t), maskFigure)}
${credentials}`;
}

/** Named objects: each one's share of the image, and their masks drawn in their colours. */
export async function objectsPart(record: ObjectDetectionCheck, t: Translator): Promise<SafeHtml> {
  const answer = readObjects(record);
  const result = record.result;
  if (!answer || !result) return markup``;
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
    const share = coverage?.ok && t.t('image_objectShare', percentText(t, coverage.value.ai));
    return markup`<li><span class="swatch" style="background:rgb(${c.r},${c.g},${c.b})"></span> ${o.name}${share && markup` · ${share}`}</li>`;
  });
  const found = answer.found.length
    ? markup`<ul data-testid="report-objects">${shares}</ul>`
    : markup`<p>${t.t('image_noObjectsFound')}</p>`;
  const missing =
    answer.missing.length > 0 &&
    markup`<p>${t.plural('image_notFound', answer.missing.length, t.list(answer.missing, 'plain'))}</p>`;
  const objectsFigure =
    picture &&
    markup`<figure><img class="mask" src="${picture.url}" width="${picture.width}" height="${picture.height}" alt="${t.t('image_foundObjects')}" data-testid="report-objects-mask"><figcaption>${t.t('image_foundObjects')}</figcaption></figure>`;
  return markup`<h3>${t.t('image_foundObjects')}</h3>
${found}
${missing}
${picturesBeside(pictureFigure(record, t), objectsFigure)}`;
}

/**
 * Where else the image is on the web: every copy and the pages showing it, as text (a report
 * holds no links a click could follow by mistake; the addresses can be copied).
 */
export function webMatchesPart(record: ImagePlagiarismCheck, t: Translator): SafeHtml {
  if (!record.result) return markup``;
  const found = readWebMatches(record.result);
  const items = found.matches.map((m) => {
    const pages =
      m.pages.length > 0
        ? markup`<br>${t.t('web_pagesShowingIt')}: ${m.pages.map((p, i) => markup`${i > 0 && ', '}<span class="address">${p.text}</span>`)}`
        : markup`<br>${t.t('web_noPage')}`;
    return markup`<li><strong>${t.t(m.exact ? 'web_exactCopy' : 'web_alteredCopy')}</strong>: <span class="address">${m.image.text}</span>${pages}</li>`;
  });
  return markup`<p><strong>${webMatchesHeadline(t, found)}</strong></p>
${picturesBeside(pictureFigure(record, t), undefined)}
${items.length > 0 && markup`<ol data-testid="report-web-matches">${items}</ol>`}`;
}
