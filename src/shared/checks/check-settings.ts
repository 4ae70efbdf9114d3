import * as v from 'valibot';
import { AI_TEXT_LANGUAGES } from '../../api/validation/text.ts';
import { MODERATION_LABEL_IDS } from '../moderation-labels.ts';
import type { Settings } from '../settings.ts';

/*
 * The settings that change a check's answer, frozen into its record when it is asked for: a
 * resumed check runs as it was asked, whatever the options say by then. One schema per kind, so
 * a runner reads its settings typed, without validating them again.
 */

export const AiTextSettingsSchema = v.object({
  sandbox: v.boolean(),
  sensitivity: v.optional(v.picklist([1, 2, 3])),
  language: v.optional(v.picklist(AI_TEXT_LANGUAGES)),
});
export type AiTextSettings = v.InferOutput<typeof AiTextSettingsSchema>;

export const ModerationSettingsSchema = v.object({
  sandbox: v.boolean(),
  labels: v.optional(v.array(v.picklist(MODERATION_LABEL_IDS))),
});
export type ModerationSettings = v.InferOutput<typeof ModerationSettingsSchema>;

export const ImageCheckSettingsSchema = v.object({ sandbox: v.boolean() });
export type ImageCheckSettings = v.InferOutput<typeof ImageCheckSettingsSchema>;

export function aiTextSettings(settings: Settings): AiTextSettings {
  return {
    sandbox: settings.sandbox,
    sensitivity: settings.sensitivity,
    ...(settings.aiLanguage === 'auto' ? {} : { language: settings.aiLanguage }),
  };
}

export function moderationSettings(settings: Settings): ModerationSettings {
  return { sandbox: settings.sandbox, labels: [...settings.moderationLabels] };
}
