/** 3. AI text detection: POST {base_url}/v2/writer-detector/{scanId}/check (synchronous). */
import * as v from 'valibot';
import { segment, type Operation } from '../operation.ts';
import { parseResponse } from '../parse-response.ts';
import {
  AiTextLanguageSchema,
  optionalLanguage,
  AiTextSchema,
  integerBetween,
} from '../validation/text.ts';
import { TextDetectionResultSchema, type TextDetectionResult } from './text-detection-result.ts';

export const TextDetectionRequestSchema = v.object({
  text: AiTextSchema,
  sandbox: v.optional(v.boolean('sandbox must be true or false.')),
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
  return {
    request: {
      base: 'api',
      method: 'POST',
      path: `/v2/writer-detector/${segment(scanId)}/check`,
      body: { type: 'json', value: body },
    },
    auth: true,
    retry: 'spends-credits',
    parse: (response) => parseResponse(TextDetectionResultSchema, response, 'AI text result'),
  };
}
