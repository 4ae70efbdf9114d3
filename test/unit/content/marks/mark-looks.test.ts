// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { looksOurs, sameColour } from '../../../../src/content/marks/mark-looks.ts';
import { markLook } from '../../../../src/shared/text-checks/highlight-names.ts';

/** A computed highlight style as both browsers write it (measured, Chromium 156, Firefox 153). */
const computed = (style: Partial<CSSStyleDeclaration>): CSSStyleDeclaration =>
  ({
    backgroundColor: 'rgba(0, 0, 0, 0)',
    textDecorationLine: 'none',
    textDecorationStyle: 'solid',
    textDecorationColor: 'rgb(10, 20, 30)',
    textDecorationThickness: 'auto',
    textShadow: 'none',
    ...style,
  }) as CSSStyleDeclaration;

describe('looksOurs', () => {
  it('knows our own rules as computed, for a section, a phrase and a label', () => {
    expect(
      looksOurs(computed({ backgroundColor: 'rgba(255, 120, 60, 0.35)' }), markLook('ai')),
    ).toBe(true);
    const phrase = computed({
      backgroundColor: 'rgba(255, 120, 60, 0.35)',
      textDecorationLine: 'underline',
      textDecorationStyle: 'double',
      textDecorationThickness: '1px',
    });
    expect(looksOurs(phrase, markLook('phrase'))).toBe(true);
    const label = computed({
      textDecorationLine: 'underline',
      textDecorationStyle: 'wavy',
      textDecorationColor: 'rgb(217, 72, 15)',
      textDecorationThickness: '2px',
    });
    expect(looksOurs(label, markLook('toxic-v1'))).toBe(true);
  });

  it('finds a page’s colours, shadows and underlines on our names', () => {
    const human = markLook('human');
    expect(looksOurs(computed({ backgroundColor: 'rgb(0, 128, 0)' }), human)).toBe(false);
    // An AI paragraph painted in the human colour.
    expect(
      looksOurs(computed({ backgroundColor: 'rgba(40, 160, 120, 0.18)' }), markLook('ai')),
    ).toBe(false);
    const shadowed = computed({
      backgroundColor: 'rgba(40, 160, 120, 0.18)',
      textShadow: 'rgb(255, 120, 60) 0px 0px 30px',
    });
    expect(looksOurs(shadowed, human)).toBe(false);
    const label = computed({
      textDecorationLine: 'underline',
      textDecorationStyle: 'wavy',
      textDecorationColor: 'rgb(43, 138, 62)', // another label's colour
      textDecorationThickness: '2px',
    });
    expect(looksOurs(label, markLook('toxic-v1'))).toBe(false);
    expect(looksOurs({ ...label, textDecorationThickness: '0px' }, markLook('firearms-v1'))).toBe(
      false,
    );
  });
});

describe('sameColour', () => {
  it('reads hex, rgb, rgba and transparent alike, to a unit of rounding', () => {
    expect(sameColour('#d9480f', 'rgb(217, 72, 15)')).toBe(true);
    expect(sameColour('#fff', 'rgba(255, 255, 255, 1)')).toBe(true);
    expect(sameColour('transparent', 'rgba(0, 0, 0, 0)')).toBe(true);
    expect(sameColour('rgba(40, 160, 120, 0.18)', 'rgba(40, 160, 120, 0.176)')).toBe(true);
    expect(sameColour('rgba(40, 160, 120, 0.18)', 'rgba(40, 160, 120, 0.5)')).toBe(false);
    expect(sameColour('color(display-p3 1 0 0)', 'rgb(255, 0, 0)')).toBe(false);
  });
});
