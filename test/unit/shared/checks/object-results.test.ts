import { describe, expect, it } from 'vitest';
import { parseObjectNames } from '../../../../src/popup/objects/object-names.ts';
import { objectsHeadline, readObjects } from '../../../../src/shared/checks/object-results.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { objectDetectionCheck } from '../../../support/check-records.ts';

const mask = (start: number) => ({ starts: [start], lengths: [4] });

describe('parseObjectNames', () => {
  it('reads names typed with commas or one per line: trimmed, lower-cased, each once', () => {
    expect(parseObjectNames(' Face, hand ;\nFACE, ')).toEqual({
      ok: true,
      value: ['face', 'hand'],
    });
    expect(parseObjectNames('traffic light')).toEqual({ ok: true, value: ['traffic light'] });
  });

  it('refuses none, more than three, and a name too long, saying which', () => {
    expect(parseObjectNames(' , ')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input', message: 'Name at least one object to find.' },
    });
    expect(parseObjectNames('face, hand, car, dog')).toMatchObject({
      ok: false,
      error: { message: 'At most 3 objects can be found at once.' },
    });
    expect(parseObjectNames('x'.repeat(41))).toMatchObject({
      ok: false,
      error: { message: "An object's name can have at most 40 characters." },
    });
  });
});

describe('readObjects', () => {
  it('matches the answer by name, keeping each name’s place, and lists what was not found', () => {
    const check = objectDetectionCheck('https://a.example/p.jpg', ['face', 'hand', 'dog'], {
      detectedObjects: [
        { object: 'dog', mask: mask(20) },
        { object: 'Face', mask: mask(0) },
      ],
    });
    expect(readObjects(check)).toEqual({
      found: [
        { name: 'face', index: 0, mask: mask(0) },
        { name: 'dog', index: 2, mask: mask(20) },
      ],
      missing: ['hand'],
    });
  });

  it('has no answer before the check is done', () => {
    const check = objectDetectionCheck('https://a.example/p.jpg', ['face'], {
      detectedObjects: [],
    });
    expect(readObjects({ ...check, status: 'running', result: undefined })).toBeUndefined();
  });
});

describe('objectsHeadline', () => {
  it('names what was found and what was not, in the reader’s language', async () => {
    const [english, french] = await Promise.all([translatorIn('en'), translatorIn('fr')]);
    const found = { found: [{ name: 'face', index: 0, mask: mask(0) }], missing: ['dog'] };
    expect(objectsHeadline(english, found)).toBe('Found: face. Not found: dog.');
    expect(objectsHeadline(english, { found: [], missing: ['dog', 'cat'] })).toBe(
      'Not found: dog, cat.',
    );
    expect(objectsHeadline(french, found)).toBe('Trouvé\u00a0: face. Non trouvé\u00a0: dog.');
  });
});
