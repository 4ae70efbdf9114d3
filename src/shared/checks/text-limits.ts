import { splitText, type TextPart } from '../text-checks/split-text.ts';
import type { TextCheckKind } from './check-record.ts';
import { TEXT_LIMITS } from './text-length.ts';

export { checkTextLength, lengthRefusals, TEXT_LIMITS } from './text-length.ts';

/** The parts a text is sent in: one when it fits, else cut at sentence boundaries. */
export function textParts(kind: TextCheckKind, text: string): TextPart[] {
  const { min, max } = TEXT_LIMITS[kind];
  return splitText(text, max, min);
}
