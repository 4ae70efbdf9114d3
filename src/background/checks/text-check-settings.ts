import * as v from 'valibot';
import { MODERATION_LABEL_IDS } from '../../shared/moderation-labels.ts';
import type { Settings } from '../../shared/settings.ts';
import type { TextCheckKind } from '../../shared/checks/check-record.ts';
import { AI_TEXT_LANGUAGES } from '../../api/validation/text.ts';

/**
 * The settings that change a text check's answer, frozen into its record when it is asked for:
 * a resumed check runs as it was asked, whatever the options say by then.
 */
export const TextCheckSettingsSchema = v.object({
  sandbox: v.boolean(),
  sensitivity: v.optional(v.picklist([1, 2, 3])),
  language: v.optional(v.picklist(AI_TEXT_LANGUAGES)),
  labels: v.optional(v.array(v.picklist(MODERATION_LABEL_IDS))),
});
export type TextCheckSettings = v.InferOutput<typeof TextCheckSettingsSchema>;

export function textCheckSettings(kind: TextCheckKind, settings: Settings): TextCheckSettings {
  if (kind === 'ai-text') {
    return {
      sandbox: settings.sandbox,
      sensitivity: settings.sensitivity,
      ...(settings.aiLanguage === 'auto' ? {} : { language: settings.aiLanguage }),
    };
  }
  return { sandbox: settings.sandbox, labels: [...settings.moderationLabels] };
}
