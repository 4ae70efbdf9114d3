import { describe, expect, it } from 'vitest';
import { checkTextLength, textParts } from '../../../../src/shared/checks/text-limits.ts';
import { lengthRefusals } from '../../../../src/shared/checks/text-length.ts';

describe('text check limits', () => {
  it('refuses AI detection under 255 characters, saying how many there are', () => {
    const result = checkTextLength('ai-text', 'x'.repeat(254));
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', field: 'text' },
    });
    expect(!result.ok && result.error.message).toContain('at least 255 characters; this has 254');
  });

  it('refuses a page read whole by what was read, never asking for a longer selection', () => {
    const result = checkTextLength('ai-text', '  Coastal erosion\n essay ', 'page');
    const message = !result.ok ? result.error.message : '';
    expect(message).toMatch(
      /^This page has only 22 characters of text to check; AI detection needs at least 255\. /,
    );
    // The page's own words are quoted to the reader only: the English message is what is logged.
    expect(message).not.toContain('Coastal');
    expect(message).toContain('“Paste text to check”');
    expect(message).not.toMatch(/longer passage/);
    expect(!result.ok && result.error.words).toEqual({
      key: 'error_pageTooShortAi',
      count: 22,
      args: [255, 'Coastal erosion essay'],
    });
    // A longer page is quoted by its beginning.
    const long = checkTextLength('ai-text', `Edit assignment ${'word '.repeat(40)}`, 'page');
    expect(!long.ok && long.error.words?.args[1]).toMatch(/^Edit assignment word word .*…$/);
    expect(!long.ok && String(long.error.words?.args[1]).length).toBe(60);
    expect(checkTextLength('ai-text', 'y'.repeat(255), 'page').ok).toBe(true);
  });

  it('counts the text without surrounding white space', () => {
    const padded = `   ${'y'.repeat(254)}\n\n`;
    expect(checkTextLength('ai-text', padded).ok).toBe(false);
    expect(checkTextLength('ai-text', 'y'.repeat(255)).ok).toBe(true);
  });

  it('lets moderation check a short text, but not an empty one', () => {
    expect(checkTextLength('moderation', 'Shut up.').ok).toBe(true);
    expect(checkTextLength('moderation', '  \n ')).toMatchObject({
      ok: false,
      error: { message: 'There is no text to check.' },
    });
  });

  it('accepts a long text, to be sent in parts within each check’s limit', () => {
    const sentence = 'This sentence is one of many in a long text. ';
    const text = sentence.repeat(Math.ceil(250_000 / sentence.length));
    expect(checkTextLength('ai-text', text).ok).toBe(true);
    const ai = textParts('ai-text', text);
    expect(ai).toHaveLength(3);
    expect(ai.every((p) => p.text.length <= 100_000 && p.text.endsWith('. '))).toBe(true);
    const moderation = textParts('moderation', text);
    expect(moderation).toHaveLength(Math.ceil(text.length / 25_000));
    expect(moderation.every((p) => p.text.length <= 25_000)).toBe(true);
    expect(moderation.map((p) => p.text).join('')).toBe(text);
  });
});

describe('lengthRefusals', () => {
  it('says why each chosen check would refuse the text, counting it as the checks do', () => {
    const short = `  ${'word '.repeat(8)}  `;
    expect(lengthRefusals(['ai-text', 'moderation'], short)).toEqual([
      'Text for AI detection needs at least 255 characters; this has 39. Select a longer passage.',
    ]);
    expect(lengthRefusals(['moderation'], short)).toEqual([]);
    expect(lengthRefusals(['ai-text'], 'word '.repeat(60))).toEqual([]);
  });
});
