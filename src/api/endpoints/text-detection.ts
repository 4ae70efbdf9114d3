/** 3. AI text detection: POST {base_url}/v2/writer-detector/{scanId}/check (synchronous). */
import * as v from 'valibot';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import { SandboxSchema } from './common-schemas.ts';
import { paidOperation } from './operation-shapes.ts';
import {
  AiTextLanguageSchema,
  optionalLanguage,
  AiTextSchema,
  integerBetween,
} from '../validation/text.ts';
import { TextDetectionResultSchema, type TextDetectionResult } from './text-detection-result.ts';

export const TextDetectionRequestSchema = v.object({
  text: AiTextSchema,
  sandbox: SandboxSchema,
  language: optionalLanguage(AiTextLanguageSchema),
  /** Adds the AI-logic breakdown (`explain`) to the result. */
  explain: v.optional(v.boolean('explain must be true or false.')),
  /** 1 unedited LLM text, 2 lightly edited (default), 3 heavily modified. */
  sensitivity: v.optional(integerBetween('AI detection sensitivity', 1, 3)),
});

export type TextDetectionRequest = v.InferInput<typeof TextDetectionRequestSchema>;

export function textDetectionOperation(
  scanId: string,
  body: v.InferOutput<typeof TextDetectionRequestSchema>,
): Operation<TextDetectionResult> {
  return paidOperation(
    `/v2/writer-detector/${segment(scanId)}/check`,
    { type: 'json', value: body },
    (response) => parseResponse(TextDetectionResultSchema, response, 'AI text result'),
  );
}
