import type { Hono } from 'hono';
import * as v from 'valibot';
import { aiTextResult } from '../content/ai-text-result.ts';
import { countWords, creditsForWords } from '../content/word-spans.ts';
import { insufficientCredits, notFound, tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { parseWith, readJson } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';

/** The 30 languages the AI text detector documents. */
export const AI_TEXT_LANGUAGES = [
  'en',
  'es',
  'fr',
  'pt',
  'de',
  'it',
  'ru',
  'pl',
  'ro',
  'nl',
  'sv',
  'cs',
  'no',
  'ko',
  'ja',
  'zh-CN',
  'zh-TW',
  'ar',
  'bn',
  'bg',
  'hr',
  'el',
  'he',
  'hi',
  'hu',
  'sr',
  'th',
  'tr',
  'uk',
  'vi',
] as const;

const Int = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

const TextDetectionBody = v.looseObject({
  text: v.pipe(v.string(), v.minLength(255), v.maxLength(100_000)),
  sandbox: v.optional(v.boolean(), false),
  // Missing or null: detected automatically (official clients send null when none is set).
  language: v.nullish(v.picklist(AI_TEXT_LANGUAGES)),
  explain: v.optional(v.boolean(), false),
  sensitivity: v.optional(Int(1, 3), 2),
});

export function registerTextDetection(app: Hono<AppEnv>, state: ServiceState): void {
  // The source-code detector was removed; its route no longer exists, so it
  // answers like any unknown route (404) but with an explaining error body.
  app.all('/v2/writer-detector/source-code/:scanId/check', () => {
    throw notFound('AI source code detection has been removed.');
  });

  app.post('/v2/writer-detector/:scanId/check', requireAuth(state), async (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('textDetection', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const body = parseWith(TextDetectionBody, await readJson(c));
    const credits = body.sandbox ? 0 : creditsForWords(countWords(body.text));
    if (!state.accounts.spend(account, credits)) throw insufficientCredits();
    return c.json(
      aiTextResult({
        scanId,
        text: body.text,
        sensitivity: body.sensitivity,
        explain: body.explain,
        credits,
        now: state.clock.now(),
      }),
    );
  });
}
