import * as v from 'valibot';
import type { Result } from '../../../src/core/errors.ts';
import { dispatch, HandlerRegistry } from '../../../src/shared/messages/dispatch.ts';
import type { ParsedRequestOf, ResponseOf } from '../../../src/shared/messages/define.ts';
import { EnvelopeSchema } from '../../../src/shared/messages/envelope.ts';
import { contentProtocol, type ContentProtocol } from '../../../src/shared/messages/content.ts';

export type ContentType = Extract<keyof ContentProtocol, string>;

/** How the test page answers one message: as our content script would, with a result value. */
export type ContentAnswer<K extends ContentType> = (
  payload: ParsedRequestOf<ContentProtocol, K>,
  tabId: number,
  /** The frame of the tab it was asked in (0: the top document). */
  frameId: number,
) => Result<ResponseOf<ContentProtocol, K>> | Promise<Result<ResponseOf<ContentProtocol, K>>>;

export interface ReceivedContentMessage {
  tabId: number;
  frameId: number;
  type: string;
  payload: unknown;
}

type Registrar = (
  registry: HandlerRegistry<ContentProtocol>,
  tabId: number,
  frameId: number,
) => void;

/**
 * Our content script as the worker meets it: messages go through the real receiver
 * (`dispatch` with the content protocol), so a payload the real script would refuse is
 * refused here too. What it answers is up to the test; an unanswered type is an error reply.
 */
export class FakeContentScript {
  /** Every message that reached the page, valid or not, answered or not. */
  readonly received: ReceivedContentMessage[] = [];
  readonly #answers = new Map<ContentType, Registrar>();
  readonly #accepted: { type: ContentType; payload: unknown }[] = [];

  constructor(private readonly extensionId: string) {}

  /** Sets (or replaces) the page's answer to one message type, in every tab. */
  answer<K extends ContentType>(type: K, answer: ContentAnswer<K>): void {
    this.#answers.set(type, (registry, tabId, frameId) =>
      registry.register(type, async (payload) => {
        this.#accepted.push({ type, payload });
        return answer(payload, tabId, frameId);
      }),
    );
  }

  /** The valid requests of one type the page answered, oldest first. */
  payloadsOf<K extends ContentType>(type: K): ParsedRequestOf<ContentProtocol, K>[] {
    // Valid already (the receiver checked them); parsed again only to be typed.
    const schema = contentProtocol[type].request;
    return this.#accepted.filter((m) => m.type === type).map((m) => v.parse(schema, m.payload));
  }

  async receive(tabId: number, message: unknown, frameId = 0): Promise<unknown> {
    const envelope = v.safeParse(EnvelopeSchema, message);
    if (envelope.success) {
      const { type, payload } = envelope.output;
      this.received.push({ tabId, frameId, type, payload });
    }
    const registry = new HandlerRegistry(contentProtocol);
    for (const register of this.#answers.values()) register(registry, tabId, frameId);
    const self = { id: this.extensionId, origin: `chrome-extension://${this.extensionId}/` };
    return dispatch(registry, message, { id: this.extensionId }, self, { checkSender: false });
  }
}
