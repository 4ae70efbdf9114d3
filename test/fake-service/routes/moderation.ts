import type { Hono } from 'hono';
import * as v from 'valibot';
import { MODERATION_LABELS, moderationResult } from '../content/moderation-result.ts';
import { insufficientCredits, tooManyRequests } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import type { AppEnv } from '../http/app-env.ts';
import { accountOf, requireAuth } from '../http/auth-middleware.ts';
import { parseWith, readJson } from '../http/json-body.ts';
import { checkId } from '../http/scan-id.ts';

const ModerationBody = v.looseObject({
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(25_000)),
  sandbox: v.optional(v.boolean(), false),
  // Only English is documented. null means "not given": an official client sends it by default.
  language: v.nullish(v.literal('en'), 'en'),
  labels: v.pipe(
    v.array(v.looseObject({ id: v.picklist(MODERATION_LABELS) })),
    v.minLength(1),
    v.maxLength(32),
  ),
});

/** POST /v1/text-moderation/{scanId}/check: 1 credit per call, none in sandbox. */
export function registerModeration(app: Hono<AppEnv>, state: ServiceState): void {
  app.post('/v1/text-moderation/:scanId/check', requireAuth(state), async (c) => {
    const account = accountOf(c);
    if (!state.rateWindows.hit('moderation', account.email)) throw tooManyRequests();
    const scanId = checkId(c.req.param('scanId'));
    const body = parseWith(ModerationBody, await readJson(c));
    const credits = body.sandbox ? 0 : 1;
    if (!state.accounts.spend(account, credits)) throw insufficientCredits();
    return c.json(
      moderationResult({
        scanId,
        text: body.text,
        labels: body.labels.map((label) => label.id),
        credits,
        now: state.clock.now(),
      }),
    );
  });
}
