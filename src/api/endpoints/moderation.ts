/** 9. Text moderation: POST {base_url}/v1/text-moderation/{scanId}/check. */
import * as v from 'valibot';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import { SandboxSchema } from './common-schemas.ts';
import { paidOperation } from './operation-shapes.ts';
import {
  ModerationLanguageSchema,
  optionalLanguage,
  ModerationTextSchema,
} from '../validation/text.ts';
import { ModerationResultSchema, type ModerationResult } from './moderation-result.ts';
import { MODERATION_LABELS } from './moderation-label-ids.ts';

export const ModerationRequestSchema = v.object({
  text: ModerationTextSchema,
  sandbox: SandboxSchema,
  language: optionalLanguage(ModerationLanguageSchema),
  labels: v.pipe(
    v.array(
      v.object({
        id: v.picklist(
          MODERATION_LABELS,
          (issue) =>
            `Unknown moderation label ${String(issue.input)}; use one of ${MODERATION_LABELS.join(', ')}.`,
        ),
      }),
      'labels must be a list of { id } objects.',
    ),
    v.minLength(1, 'Choose at least one moderation label.'),
    v.check(
      (labels) => new Set(labels.map((label) => label.id)).size === labels.length,
      'Each moderation label may be chosen once.',
    ),
  ),
});

export type ModerationRequest = v.InferInput<typeof ModerationRequestSchema>;

export function moderationOperation(
  scanId: string,
  body: v.InferOutput<typeof ModerationRequestSchema>,
): Operation<ModerationResult> {
  return paidOperation(
    `/v1/text-moderation/${segment(scanId)}/check`,
    { type: 'json', value: body },
    (response) => parseResponse(ModerationResultSchema, response, 'moderation result'),
  );
}
