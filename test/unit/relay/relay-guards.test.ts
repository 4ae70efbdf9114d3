import { describe, expect, it } from 'vitest';
import { createBodyGate } from '../../../src/relay/body-gate.ts';
import { createFailureLimiter } from '../../../src/relay/failure-limiter.ts';
import { jsonDepth } from '../../../src/relay/json-depth.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('jsonDepth', () => {
  it('measures nesting without parsing, ignoring brackets inside strings', () => {
    expect(jsonDepth(bytes('{"a":[1,{"b":2}]}'))).toBe(3);
    expect(jsonDepth(bytes('{"a":"[[[[{{{{\\"]]]"}'))).toBe(1);
    expect(jsonDepth(bytes('['.repeat(5_000) + ']'.repeat(5_000)))).toBe(5_000);
    expect(jsonDepth(bytes('42'))).toBe(0);
  });
});

describe('createFailureLimiter', () => {
  it('shuts a client out after its failures, for the rest of the window, and no one else', () => {
    const clock = { now: 0 };
    const limiter = createFailureLimiter({ limit: 3, windowMs: 1_000, now: () => clock.now });
    for (let i = 0; i < 3; i++) {
      expect(limiter.blocked('a')).toBeUndefined();
      limiter.fail('a');
      clock.now += 100;
    }
    expect(limiter.blocked('a')).toBe(700);
    expect(limiter.blocked('b')).toBeUndefined();
    clock.now = 1_000;
    expect(limiter.blocked('a')).toBeUndefined();
  });

  it('remembers a bounded number of clients', () => {
    const limiter = createFailureLimiter({
      limit: 1,
      windowMs: 1_000,
      now: () => 0,
      maxClients: 2,
    });
    limiter.fail('a');
    limiter.fail('b');
    limiter.fail('c');
    expect(limiter.blocked('a')).toBeUndefined();
    expect(limiter.blocked('c')).toBe(1_000);
  });
});

describe('createBodyGate', () => {
  it('lets a bounded number in, and frees a slot once, however often released', () => {
    const gate = createBodyGate(1);
    const release = gate.enter();
    expect(release).toBeDefined();
    expect(gate.enter()).toBeUndefined();
    release!();
    release!();
    const again = gate.enter();
    expect(again).toBeDefined();
    expect(gate.enter()).toBeUndefined();
  });
});
