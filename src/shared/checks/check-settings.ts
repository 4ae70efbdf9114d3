import * as v from 'valibot';
import { AI_TEXT_LANGUAGES } from '../../api/validation/text-languages.ts';
import { worded } from '../../api/validation/worded.ts';
import { detailPlural, detailWords } from '../../core/errors.ts';
import { MODERATION_LABEL_IDS } from '../text-checks/moderation-labels.ts';
import type { Settings } from '../settings/settings.ts';

/*
 * The settings that change a check's answer, frozen into its record when it is asked for: a
 * resumed check runs as it was asked, whatever the options say by then. One schema per kind, so
 * a runner reads its settings typed, without validating them again.
 */

export const AiTextSettingsSchema = v.object({
  sandbox: v.boolean(),
  sensitivity: v.optional(v.picklist([1, 2, 3])),
  language: v.optional(v.picklist(AI_TEXT_LANGUAGES)),
  /**
   * Ask for the AI phrases (`explain: true`). Absent when off, so a check asked without them
   * keeps the cache key it had before the setting existed.
   */
  explain: v.optional(v.boolean()),
});
export type AiTextSettings = v.InferOutput<typeof AiTextSettingsSchema>;

export const ModerationSettingsSchema = v.object({
  sandbox: v.boolean(),
  labels: v.optional(v.array(v.picklist(MODERATION_LABEL_IDS))),
});
export type ModerationSettings = v.InferOutput<typeof ModerationSettingsSchema>;

export const ImageCheckSettingsSchema = v.object({ sandbox: v.boolean() });

/** How many objects one request may name (the service's limit). */
export const MAX_OBJECTS = 3;
/** A name the user typed: a word or a few ("face", "traffic light"). */
export const OBJECT_NAME_MAX = 40;

export const ObjectNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.minLength(
    1,
    worded(
      () => 'Name the object to find.',
      () => detailWords('error_objectNameEmpty'),
    ),
  ),
  v.maxLength(
    OBJECT_NAME_MAX,
    worded(
      () => `An object's name can have at most ${OBJECT_NAME_MAX} characters.`,
      () => detailPlural('error_objectNameTooLong', OBJECT_NAME_MAX),
    ),
  ),
);

/** The objects asked for, in the order asked: each one's colour follows its place. */
export const ObjectNamesSchema = v.pipe(
  v.array(ObjectNameSchema),
  v.minLength(
    1,
    worded(
      () => 'Name at least one object to find.',
      () => detailWords('error_objectsNone'),
    ),
  ),
  v.maxLength(
    MAX_OBJECTS,
    worded(
      () => `At most ${MAX_OBJECTS} objects can be found at once.`,
      () => detailPlural('error_tooManyObjects', MAX_OBJECTS),
    ),
  ),
  v.check(
    (names) => new Set(names).size === names.length,
    worded(
      () => 'Name each object once.',
      () => detailWords('error_objectNamedTwice'),
    ),
  ),
);

export const ObjectDetectionSettingsSchema = v.object({
  sandbox: v.boolean(),
  objects: ObjectNamesSchema,
});

export function aiTextSettings(settings: Settings): AiTextSettings {
  return {
    sandbox: settings.sandbox,
    sensitivity: settings.sensitivity,
    ...(settings.aiLanguage === 'auto' ? {} : { language: settings.aiLanguage }),
    ...(settings.explainAi ? { explain: true } : {}),
  };
}

export function moderationSettings(settings: Settings): ModerationSettings {
  return { sandbox: settings.sandbox, labels: [...settings.moderationLabels] };
}
