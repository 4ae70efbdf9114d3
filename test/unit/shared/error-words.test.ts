/**
 * The errors people meet most carry their detail as catalogue words: each key is in the
 * catalogues, reads in German as German, and (where the English message says the same) in
 * English as the message the log keeps, so the two do not drift apart.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { toApiError, transportError } from '../../../src/api/errors.ts';
import { validateInput } from '../../../src/api/validation/issues.ts';
import { checkImage } from '../../../src/api/validation/image.ts';
import { checkPlagiarismImage } from '../../../src/api/validation/plagiarism-image.ts';
import { ScanIdSchema } from '../../../src/api/validation/ids.ts';
import { AiTextSchema, ModerationTextSchema } from '../../../src/api/validation/text.ts';
import { previewMask } from '../../../src/popup/image/mask-layers.ts';
import { ObjectNamesSchema } from '../../../src/shared/checks/check-settings.ts';
import { parseObjectNames } from '../../../src/popup/objects/object-names.ts';
import {
  fitToLimits,
  WEB_SEARCH_LIMITS,
  type ImageFacts,
} from '../../../src/offscreen/image/fit-to-limits.ts';
import {
  cannotRefit,
  sequenceImage,
  unreadableImage,
} from '../../../src/offscreen/image/image-refusal.ts';
import type { AppError, Result } from '../../../src/core/errors.ts';
import { costRefusal } from '../../../src/shared/checks/credit-estimate.ts';
import { pastedRefusal } from '../../../src/shared/checks/pasted-text.ts';
import { checkTextLength } from '../../../src/shared/checks/text-limits.ts';
import { docAccessNeeded, docExportOutcome } from '../../../src/shared/google-docs/doc-export.ts';
import { errorDetail } from '../../../src/shared/checks/error-detail.ts';
import { frameRefusal } from '../../../src/shared/frames/frame-refusal.ts';
import { nothingToRead } from '../../../src/shared/frames/nothing-to-read.ts';
import type { Translator } from '../../../src/shared/i18n/translator.ts';
import { setByPolicyError } from '../../../src/shared/settings/locked-change.ts';
import { heic, jpeg, png } from '../api/helpers/images.ts';
import { translatorIn } from '../../support/i18n/in-language.tsx';

const failure = (result: Result<unknown>): AppError => {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
};
const doc = (status: number, more: object = {}): AppError =>
  failure(
    docExportOutcome(
      { status, finalUrl: '', contentType: 'text/html', title: 'A doc', ...more },
      'https://docs.google.com/document/d/1/export?format=txt',
    ),
  );
const limits = { confirmAbove: 20, max: 200 };
const facts = (width: number, height: number): ImageFacts => ({
  width,
  height,
  byteLength: 1000,
  head: png(1, 1),
});
const photo = { width: 8064, height: 6048 };

/** [what, the error, whether its English words say exactly what its message says]. */
const CASES: [string, () => AppError, boolean][] = [
  ['no text', () => failure(checkTextLength('ai-text', '  ')), true],
  ['short for AI', () => failure(checkTextLength('ai-text', 'word '.repeat(20))), true],
  ['no text for moderation', () => failure(checkTextLength('moderation', '')), true],
  ['nothing pasted', () => pastedRefusal('')!, true],
  ['pasted too short', () => pastedRefusal('x'.repeat(254))!, true],
  ['pasted too long', () => pastedRefusal('x'.repeat(100_001))!, true],
  ['needs a yes', () => costRefusal(45, 60_000, limits, undefined)!, true],
  ['over the cap', () => costRefusal(777, 1_200_000, limits, undefined)!, true],
  ['AI text too short', () => failure(validateInput(AiTextSchema, 'short', 'text')), true],
  ['AI text too long', () => failure(validateInput(AiTextSchema, 'x'.repeat(100_001))), true],
  [
    'moderation too long',
    () => failure(validateInput(ModerationTextSchema, 'x'.repeat(25_001))),
    true,
  ],
  ['text missing', () => failure(validateInput(AiTextSchema, undefined)), true],
  ['scan id short', () => failure(validateInput(ScanIdSchema, 'ab')), false],
  ['scan id long', () => failure(validateInput(ScanIdSchema, 'a'.repeat(40))), true],
  ['scan id characters', () => failure(validateInput(ScanIdSchema, 'a b c')), true],
  ['image empty', () => failure(checkImage({ bytes: new Uint8Array(), filename: 'a.png' })), true],
  ['image unnamed', () => failure(checkImage({ bytes: png(600, 600), filename: '' })), true],
  [
    'image name long',
    () => failure(checkImage({ bytes: png(600, 600), filename: `${'a'.repeat(256)}.png` })),
    true,
  ],
  [
    'image extension',
    () => failure(checkImage({ bytes: png(600, 600), filename: 'a.tiff' })),
    false,
  ],
  [
    'image format',
    () => failure(checkImage({ bytes: new Uint8Array(64).fill(1), filename: 'a.png' })),
    true,
  ],
  ['image small', () => failure(checkImage({ bytes: png(511, 800), filename: 'a.png' })), false],
  ['image big', () => failure(checkImage({ bytes: png(8000, 6000), filename: 'a.png' })), false],
  [
    'image heavy',
    () => failure(checkImage({ bytes: new Uint8Array(32_400_000), filename: 'a.png' })),
    true,
  ],
  [
    'web image heavy',
    () => failure(checkPlagiarismImage({ bytes: new Uint8Array(24_500_000), filename: 'a.jpg' })),
    true,
  ],
  [
    'web image HEIC',
    () => failure(checkPlagiarismImage({ bytes: heic(800, 600), filename: 'a.jpg' })),
    true,
  ],
  [
    'web image format',
    () => failure(checkPlagiarismImage({ bytes: new Uint8Array(64).fill(1), filename: 'a.jpg' })),
    true,
  ],
  [
    'web image pixels',
    () => failure(checkPlagiarismImage({ bytes: jpeg(12_000, 8_000), filename: 'a.jpg' })),
    false,
  ],
  ['Doc selection', () => nothingToRead('selection', { googleDoc: true }), true],
  [
    'canvas app',
    () => nothingToRead('page', { pageUrl: 'https://docs.google.com/presentation/d/1/edit' }),
    true,
  ],
  [
    'frame of a site',
    () => nothingToRead('selection', { unreadable: { count: 1, sites: ['https://f.example'] } }),
    true,
  ],
  [
    'frames of sites',
    () =>
      nothingToRead('page', {
        unreadable: {
          count: 3,
          sites: ['https://f.example', 'https://g.example', 'https://h.example'],
        },
      }),
    true,
  ],
  [
    'one more site',
    () =>
      nothingToRead('page', {
        unreadable: { count: 2, sites: ['https://f.example', 'https://g.example'] },
      }),
    false,
  ],
  [
    'frames unnamed',
    () => nothingToRead('selection', { unreadable: { count: 2, sites: [] } }),
    true,
  ],
  ['a frame unnamed', () => nothingToRead('page', { unreadable: { count: 1, sites: [] } }), false],
  ['nothing selected', () => nothingToRead('selection', {}), true],
  ['no text on the page', () => nothingToRead('page', {}), true],
  ['frame gone', () => frameRefusal('No frame with id 3', 'https://a.example/'), true],
  ['frame unreadable', () => frameRefusal('Cannot access', 'chrome-extension://x/v.html'), true],
  ['a frame from a site', () => frameRefusal('Cannot access', 'https://files.example/x'), true],
  ['Docs elsewhere', () => docAccessNeeded('https://docs.google.com/document/d/1/edit'), true],
  ['Docs sign-in', () => doc(200, { redirectedAway: true }), true],
  ['Docs page', () => doc(200), true],
  ['Docs account', () => doc(404), true],
  ['Docs download off', () => doc(403), true],
  ['Docs unreachable', () => doc(0), true],
  ['Docs status', () => doc(500), true],
  ['locked', () => setByPolicyError(['sandbox']), false],
  ['TIFF', () => unreadableImage({ format: 'tiff' }), true],
  ['image sequence', () => sequenceImage(), true],
  ['HEIC size unknown', () => unreadableImage({ format: 'heic' }), true],
  ['image damaged', () => unreadableImage({ format: 'gif' }), true],
  ['not an image', () => unreadableImage({ format: undefined }), false],
  [
    'HEIC too big to scale',
    () => cannotRefit({ format: 'heic' }, photo, 4_000_000, ['dimensions']),
    false,
  ],
  [
    'PNG too big to scale',
    () => cannotRefit({ format: 'png' }, photo, 4_000_000, ['format', 'dimensions']),
    false,
  ],
  [
    'image too big to scale',
    () => cannotRefit({ format: undefined }, photo, 4_000_000, ['dimensions']),
    false,
  ],
  [
    'HEIC too heavy to scale',
    () => cannotRefit({ format: 'heic' }, photo, 41_500_000, ['bytes']),
    false,
  ],
  [
    'BMP too heavy to scale',
    () => cannotRefit({ format: 'bmp' }, photo, 41_500_000, ['bytes']),
    false,
  ],
  [
    'image too heavy to scale',
    () => cannotRefit({ format: undefined }, photo, 41_500_000, ['bytes']),
    false,
  ],
  ['format not converted', () => cannotRefit({ format: 'avif' }, photo, 1000, ['format']), true],
  ['kind not converted', () => cannotRefit({ format: undefined }, photo, 1000, ['format']), false],
  ['size unknown', () => failure(fitToLimits(facts(0, 800))), true],
  ['web size unknown', () => failure(fitToLimits(facts(0, 800), WEB_SEARCH_LIMITS)), true],
  ['fitted too small', () => failure(fitToLimits(facts(511, 2000))), false],
  ['too narrow once scaled', () => failure(fitToLimits(facts(20_000, 1000))), false],
  [
    'no mask',
    () => failure(previewMask(undefined, { width: 8, height: 8 }, { width: 8, height: 8 })),
    true,
  ],
  ['no objects', () => failure(parseObjectNames(' , ')), true],
  ['too many objects', () => failure(parseObjectNames('face, hand, car, dog')), true],
  ['object name too long', () => failure(parseObjectNames('x'.repeat(41))), false],
  ['object name empty', () => failure(validateInput(ObjectNamesSchema, ['face', ' '])), true],
  ['object named twice', () => failure(validateInput(ObjectNamesSchema, ['face', 'face'])), true],
  // The service unreachable, and its HTTP answers without words of its own.
  ['service unreachable', () => transportError('unreachable', undefined, 'api.example.com'), true],
  ['connection dropped', () => transportError('dropped', undefined, 'api.example.com'), true],
  ['service too slow', () => transportError('timeout', 60_000, 'api.example.com'), true],
  ['redirected', () => transportError('redirected', undefined, 'api.example.com'), true],
  ['request cancelled', () => transportError('aborted'), true],
  ...[400, 401, 402, 403, 404, 409, 429, 503, 418].map(
    (status): [string, () => AppError, boolean] => [
      `HTTP ${status}`,
      () => toApiError(status, new Headers(), ''),
      true,
    ],
  ),
];

let english: Translator;
let german: Translator;
beforeAll(async () => {
  [english, german] = await Promise.all([translatorIn('en'), translatorIn('de')]);
});

describe('errors people meet, in their words', () => {
  it.each(CASES)('%s: carries words the catalogues know, in German too', (_, make, same) => {
    const error = make();
    expect(error.words).toBeDefined();
    const { key, count } = error.words!;
    expect(english.has(count === undefined ? key : `${key}_other`)).toBe(true);
    const inEnglish = errorDetail(error, english);
    if (same) expect(inEnglish).toBe(error.message);
    expect(errorDetail(error, german)).not.toBe(inEnglish);
    expect(errorDetail(error, german)).not.toMatch(/\$[A-Z]+\$|\$\d/);
  });

  it("keeps the service's own words as it wrote them, in every language", () => {
    const said = toApiError(400, new Headers(), { error: { message: 'scanId is not valid' } });
    expect(said.words).toBeUndefined();
    expect(errorDetail(said, german)).toBe('scanId is not valid');
  });

  it('says the numbers and plurals the language’s way where the log keeps English', () => {
    const oneMore = nothingToRead('page', {
      unreadable: { count: 2, sites: ['https://f.example', 'https://g.example'] },
    });
    expect(oneMore.message).toContain('(and 1 more sites)');
    expect(errorDetail(oneMore, english)).toContain('(and 1 more site)');
    expect(errorDetail(oneMore, german)).toContain('(und 1 weiteren Website)');
    const small = failure(checkImage({ bytes: png(511, 800), filename: 'a.png' }));
    expect(errorDetail(small, english)).toBe(
      'The image must be at least 512×512 px; this one is 511×800 px.',
    );
    const heavy = failure(checkImage({ bytes: new Uint8Array(32_400_000), filename: 'a.png' }));
    expect(errorDetail(heavy, german)).toBe(
      'Das Bild muss kleiner als 32.000.000 Byte (32 MB) sein; dieses hat 32,4 MB.',
    );
    const heic = cannotRefit({ format: 'heic' }, photo, 4_000_000, ['dimensions']);
    expect(errorDetail(heic, english)).toContain(
      'This HEIC image is 8064×6048 px (48.8 MP), more than the 6000×4500 px (27 MP)',
    );
    expect(errorDetail(heic, german)).toContain(
      'Dieses HEIC-Bild hat 8064×6048 px (48,8 MP), mehr als die 6000×4500 px (27 MP)',
    );
    const bmp = cannotRefit({ format: 'bmp' }, photo, 41_500_000, ['bytes']);
    expect(bmp.message).toContain('This BMP file is 41.5 MB, over the 32.0 MB');
    expect(errorDetail(bmp, german)).toContain('Diese BMP-Datei hat 41,5 MB, mehr als die 32 MB');
    const names = failure(parseObjectNames('face, hand, car, dog'));
    expect(errorDetail(names, german)).toBe(
      'Es können höchstens 3 Objekte auf einmal gesucht werden.',
    );
  });
});
