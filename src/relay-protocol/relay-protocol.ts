/**
 * What the relay's read API answers, as valibot schemas the extension validates responses with.
 * Browser- and Node-free. The payloads themselves stay `unknown` here: read them with the webhook
 * schemas of src/api/webhooks.ts, which accept every documented form.
 */
import * as v from 'valibot';

/** Bump when a change would break a client of this protocol (2: hook keys, members). */
export const RELAY_PROTOCOL_VERSION = 2;

/** JSON webhooks, small, served inline in `payload`. */
export const WEBHOOK_KINDS = [
  'status',
  'newResult',
  'imageResult',
  'videoResult',
  'exportCompleted',
] as const;
/** Export deliveries, possibly large: fetch them from `bodyPath` or the export download route. */
export const DELIVERY_KINDS = ['exportResult', 'exportPdf', 'exportCrawled'] as const;
export const EVENT_KINDS = [...WEBHOOK_KINDS, ...DELIVERY_KINDS] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** The relay includes `payload` only for webhook kinds whose body is JSON of at most this size. */
export const INLINE_PAYLOAD_MAX_BYTES = 1024 * 1024;

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

const EventBase = {
  /** Cursor: unique, increasing in arrival order across all scans, kept across restarts. */
  id: Id,
  scanId: v.string(),
  /** ISO 8601 UTC time the relay stored it. */
  receivedAt: v.string(),
  /** Content-Type the delivery came with. */
  contentType: v.string(),
  /** Body size in bytes. */
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Hex SHA-256 of the body. */
  sha256: v.string(),
  /** Redeliveries of the same content received after this one (not reported again). */
  duplicates: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Set when the body did not look like the documented payload; it was stored anyway. */
  problem: v.optional(v.string()),
  /** The parsed JSON body; present for webhook kinds that parsed and are small enough. */
  payload: v.optional(v.unknown()),
  /** Relay path (`/api/scans/…/events/{id}/body`) of the raw body, for any kind. */
  bodyPath: v.string(),
};

export const RelayEventSchema = v.variant('kind', [
  v.object({
    ...EventBase,
    kind: v.literal('status'),
    /** The `{STATUS}` segment: completed, error, creditsChecked or indexed. */
    status: v.string(),
  }),
  v.object({ ...EventBase, kind: v.literal('newResult') }),
  v.object({ ...EventBase, kind: v.literal('imageResult') }),
  v.object({ ...EventBase, kind: v.literal('videoResult') }),
  v.object({ ...EventBase, kind: v.literal('exportCompleted'), exportId: v.string() }),
  v.object({
    ...EventBase,
    kind: v.literal('exportResult'),
    exportId: v.string(),
    resultId: v.string(),
  }),
  v.object({ ...EventBase, kind: v.literal('exportPdf'), exportId: v.string() }),
  v.object({ ...EventBase, kind: v.literal('exportCrawled'), exportId: v.string() }),
]);

export type RelayEvent = v.InferOutput<typeof RelayEventSchema>;

/** GET /api/events and GET /api/scans/{scanId}/events. */
export const EventsPageSchema = v.object({
  events: v.array(RelayEventSchema),
  /** Pass as `after` next time: the last event's id, or the `after` that was asked for. */
  cursor: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** True when the page is full and more events may follow right away. */
  more: v.boolean(),
});

export type EventsPage = v.InferOutput<typeof EventsPageSchema>;

/**
 * Server-sent events of GET …/events/stream: `event: relay-event` with `id: {event id}` and a
 * RelayEvent as data; one `event: ready` with StreamReady data once the backlog is sent; comment
 * lines as heartbeats. Reconnect with `Last-Event-ID` or `?after=`.
 */
export const STREAM_EVENT = 'relay-event';
export const STREAM_READY = 'ready';

export const StreamReadySchema = v.object({ cursor: v.pipe(v.number(), v.integer()) });
export type StreamReady = v.InferOutput<typeof StreamReadySchema>;

/** Every non-2xx answer of the read API. */
export const RelayErrorSchema = v.object({
  error: v.object({
    code: v.picklist([
      'unauthorized',
      'forbidden',
      'not-found',
      'conflict',
      'bad-request',
      'too-large',
      'timeout',
      'quota',
      'busy',
      'too-many-failures',
      'not-configured',
      'internal',
    ]),
    message: v.string(),
  }),
});

export type RelayError = v.InferOutput<typeof RelayErrorSchema>;

/** GET /health (no auth). */
export const HealthSchema = v.object({
  ok: v.literal(true),
  service: v.literal('authenticity-lens-relay'),
  protocol: v.number(),
  /**
   * The event kinds this relay takes hooks for. New kinds (videoResult) came within protocol 2,
   * so a relay deployed before them answers without this list and 404s their hooks: ask
   * `relayTakes` before submitting work whose result only such a hook can receive.
   */
  kinds: v.optional(v.array(v.string())),
});

export type Health = v.InferOutput<typeof HealthSchema>;

/** Kinds added after relays began to list theirs: a relay without the list has none of them. */
const LISTED_SINCE: readonly EventKind[] = ['videoResult'];

/** Whether a relay that answered this health takes hooks of `kind`. */
export function relayTakes(health: Health, kind: EventKind): boolean {
  return health.kinds === undefined ? !LISTED_SINCE.includes(kind) : health.kinds.includes(kind);
}

/** A token holder as the read API shows them. */
export const MemberSchema = v.object({
  id: v.string(),
  name: v.string(),
  role: v.picklist(['owner', 'member']),
  /** ISO 8601 UTC. */
  createdAt: v.string(),
});
export type MemberView = v.InferOutput<typeof MemberSchema>;

/** GET /api/me: whose token this is. */
export const WhoAmISchema = v.object({ member: MemberSchema });
export type WhoAmI = v.InferOutput<typeof WhoAmISchema>;

/** GET /api/members (owner only): everyone, with what they hold. */
export const MembersSchema = v.object({
  members: v.array(
    v.object({
      ...MemberSchema.entries,
      events: v.pipe(v.number(), v.integer(), v.minValue(0)),
      bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
    }),
  ),
});
export type Members = v.InferOutput<typeof MembersSchema>;

/** POST /api/members and POST /api/members/{id}/token (owner only): the token, shown once. */
export const IssuedTokenSchema = v.object({ member: MemberSchema, token: v.string() });
export type IssuedTokenView = v.InferOutput<typeof IssuedTokenSchema>;

/** DELETE /api/members/{id} (owner only). */
export const RevokedSchema = v.object({ revoked: MemberSchema });
export type Revoked = v.InferOutput<typeof RevokedSchema>;

/** What a hook answers the service with on 200. */
export const HookAcceptedSchema = v.object({ received: v.literal(true), duplicate: v.boolean() });
export type HookAccepted = v.InferOutput<typeof HookAcceptedSchema>;
