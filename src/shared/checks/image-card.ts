/**
 * One card per image in the popup: its AI check and its web search, when a group holds either.
 * Says which of the two answers can still be asked for, so each card offers the other. Pure.
 */
import { appError, detailWords, err, ok, type Result } from '../../core/errors.ts';
import type { Translator } from '../i18n/translator.ts';
import type {
  CheckRecord,
  ImageCheck,
  ImagePlagiarismCheck,
  ObjectDetectionCheck,
} from './check-record.ts';

export type ImageCheckKind = 'ai-image' | 'image-plagiarism';

/** What can be asked about an image: AI generation, where else it is, or where named objects are. */
export type ImageQuestion =
  { kind: ImageCheckKind } | { kind: 'object-detection'; objects: string[] };

export interface ImageCard {
  ai?: ImageCheck;
  web?: ImagePlagiarismCheck;
  objects?: ObjectDetectionCheck;
  /** The image's address, to ask for the other answer (absent for embedded images). */
  src?: string;
  tabId?: number;
}

/** The question a message asks: objects are named for object detection, and only for it. */
export function imageQuestion(
  kind: ImageQuestion['kind'] | undefined,
  objects: string[] | undefined,
): Result<ImageQuestion> {
  if (kind === 'object-detection') {
    return objects
      ? ok({ kind, objects })
      : err(
          appError('invalid-input', 'Name at least one object to find.', {
            field: 'objects',
            words: detailWords('error_objectsNone'),
          }),
        );
  }
  if (objects) {
    return err(
      appError('invalid-input', 'Objects are named only to find them in the image.', {
        words: detailWords('error_objectsOnlyToFind'),
      }),
    );
  }
  return ok({ kind: kind ?? 'ai-image' });
}

/** The question a finished record answered, to ask it again. */
export function questionOf(
  record: ImageCheck | ImagePlagiarismCheck | ObjectDetectionCheck,
): ImageQuestion {
  return record.kind === 'object-detection'
    ? { kind: record.kind, objects: record.settings.objects }
    : { kind: record.kind };
}

/**
 * The card for a group of image checks (the newest of each kind: AI, web, objects), or undefined
 * for other groups.
 */
export function imageCardOf(checks: readonly CheckRecord[]): ImageCard | undefined {
  if (checks.length === 0) return undefined;
  const card: ImageCard = {};
  for (const check of checks) {
    if (check.kind === 'ai-image') card.ai = check;
    else if (check.kind === 'image-plagiarism') card.web = check;
    else if (check.kind === 'object-detection') card.objects = check;
    else return undefined;
  }
  const newest = checks.at(-1);
  const src = newest && 'imageSrc' in newest ? (newest.imageSrc ?? newest.image?.src) : undefined;
  if (src && !src.startsWith('data:')) card.src = src;
  const tabId = newest?.source.tabId;
  if (tabId !== undefined) card.tabId = tabId;
  return card;
}

export interface ImageAsk {
  kind: ImageCheckKind;
  src: string;
  tabId: number;
}

/** The answers the card lacks and can ask for: the image must have an address and a tab. */
export function askableKinds(card: ImageCard): ImageAsk[] {
  const { src, tabId } = card;
  if (src === undefined || tabId === undefined) return [];
  const kinds: ImageCheckKind[] = [];
  if (!card.ai) kinds.push('ai-image');
  if (!card.web) kinds.push('image-plagiarism');
  return kinds.map((kind) => ({ kind, src, tabId }));
}

/** Credits a web search costs, per the service's documented example; none in sandbox mode. */
export const WEB_SEARCH_CREDITS = 1;

/** The cost, as shown on the button that spends it. */
export function webSearchCostLabel(t: Translator, sandbox: boolean): string {
  return sandbox ? t.t('cost_freeInSandbox') : t.plural('cost_credits', WEB_SEARCH_CREDITS);
}
