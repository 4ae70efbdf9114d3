import { describe, expect, it } from 'vitest';
import { backgroundProtocol } from '../../../src/shared/messages/index.ts';
import { readReply } from '../../../src/platform/reply.ts';

describe('readReply', () => {
  it('passes a well-formed value', () => {
    const reply = { ok: true, value: { version: '1', startedAt: 5 } };
    expect(readReply(backgroundProtocol, 'runtime/ping', reply)).toEqual(reply);
  });

  it('passes a well-formed error', () => {
    const reply = { ok: false, error: { kind: 'auth', message: 'no' } };
    expect(readReply(backgroundProtocol, 'runtime/ping', reply)).toEqual(reply);
  });

  it('turns a malformed answer into an explained error', () => {
    for (const reply of [
      undefined,
      { ok: true, value: { version: 3 } },
      { ok: false, error: 'x' },
    ]) {
      expect(readReply(backgroundProtocol, 'runtime/ping', reply)).toMatchObject({
        ok: false,
        error: { kind: 'internal' },
      });
    }
  });
});
