/** Query parameters of the read API, checked with valibot; bad values are a 400, not a guess. */
import * as v from 'valibot';

const MAX_LIMIT = 500;
const MAX_WAIT_SECONDS = 60;

function integerParam(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,15}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );
}

const EventsQuerySchema = v.object({
  after: integerParam(0, Number.MAX_SAFE_INTEGER, 0),
  limit: integerParam(1, MAX_LIMIT, 100),
  wait: integerParam(0, MAX_WAIT_SECONDS, 0),
});

export type EventsQuery = v.InferOutput<typeof EventsQuerySchema>;

export type QueryRead = { ok: true; query: EventsQuery } | { ok: false; message: string };

/** `lastEventId` (SSE reconnection header) stands in for a missing `after`. */
export function readEventsQuery(params: Record<string, string>, lastEventId?: string): QueryRead {
  const input = { ...params };
  if (input.after === undefined && lastEventId !== undefined) input.after = lastEventId;
  const result = v.safeParse(EventsQuerySchema, {
    after: input.after,
    limit: input.limit,
    wait: input.wait,
  });
  if (result.success) return { ok: true, query: result.output };
  const issue = result.issues[0];
  return { ok: false, message: `${v.getDotPath(issue) ?? 'query'} ${issue.message}` };
}
