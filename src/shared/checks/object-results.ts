/**
 * An object detection's answer by the names asked for: the service leaves out what it did not
 * find, so entries are matched by name, never by position. Each name keeps the colour of its
 * place in the question, wherever it is drawn. Pure.
 */
import type { RleRuns } from '../mask/rle.ts';
import type { ObjectDetectionCheck } from './check-record.ts';
import type { Translator } from '../i18n/translator.ts';

export interface FoundObject {
  name: string;
  /** Its place among the names asked for: picks its colour. */
  index: number;
  mask: RleRuns;
}

export interface ObjectAnswer {
  found: FoundObject[];
  missing: string[];
}

export function readObjects(check: ObjectDetectionCheck): ObjectAnswer | undefined {
  if (check.status !== 'done' || !check.result) return undefined;
  const detected = check.result.detectedObjects;
  const found: FoundObject[] = [];
  const missing: string[] = [];
  check.settings.objects.forEach((name, index) => {
    const match = detected.find((d) => d.object?.trim().toLowerCase() === name && d.mask);
    if (match?.mask) found.push({ name, index, mask: match.mask });
    else missing.push(name);
  });
  return { found, missing };
}

/** "Found: face, hand. Not found: dog." */
export function objectsHeadline(t: Translator, answer: ObjectAnswer): string {
  const parts: string[] = [];
  if (answer.found.length > 0)
    parts.push(
      t.t(
        'checks_objectsFound',
        t.list(
          answer.found.map((o) => o.name),
          'plain',
        ),
      ),
    );
  if (answer.missing.length > 0)
    parts.push(t.t('checks_objectsMissing', t.list(answer.missing, 'plain')));
  // Japanese sentences follow one another without a space.
  return parts.join(t.language === 'ja' ? '' : ' ');
}
