// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { textPaintJudge, type BoxLook } from '../../../../src/content/reading/text-paint.ts';

/** A computed style's values as the browser gives them (only what the judge reads). */
type Looks = Record<string, string>;

const DEFAULTS: Looks = {
  color: 'rgb(0, 0, 0)',
  '-webkit-text-fill-color': 'rgb(0, 0, 0)',
  '-webkit-text-stroke-width': '0px',
  '-webkit-text-stroke-color': 'rgb(0, 0, 0)',
  textShadow: 'none',
  backgroundColor: 'rgba(0, 0, 0, 0)',
  backgroundImage: 'none',
  mixBlendMode: 'normal',
  opacity: '1',
  filter: 'none',
  position: 'static',
};

/**
 * The judge over jsdom's elements (no CSS there): each element's looks stand in for its computed
 * style, from its `data-look` attribute (JSON); every value read is recorded.
 */
function judgeOf(): { seen: (element: Element) => boolean; read: string[] } {
  const read: string[] = [];
  const looksOf = (element: Element): Looks => ({
    ...DEFAULTS,
    ...(JSON.parse(element.getAttribute('data-look') ?? '{}') as Looks),
  });
  const styleOf = (element: Element): CSSStyleDeclaration => {
    const looks = looksOf(element);
    const value = (name: string): string => {
      read.push(`${element.id || element.tagName}.${name}`);
      return looks[name] ?? '';
    };
    return new Proxy({} as CSSStyleDeclaration, {
      get: (_, name: string) =>
        name === 'getPropertyValue' ? (property: string) => value(property) : value(name),
    });
  };
  const lookOf = (element: Element): BoxLook => {
    const looks = looksOf(element);
    const value = (name: string): string => {
      read.push(`${element.id || element.tagName}.${name}`);
      return looks[name]!;
    };
    return {
      get opacity() {
        return value('opacity');
      },
      get filter() {
        return value('filter');
      },
      get position() {
        return value('position');
      },
    };
  };
  const judge = textPaintJudge(styleOf, (element) => element.parentElement, WHITE, lookOf);
  return { seen: (element) => judge(element), read };
}

const WHITE = { r: 255, g: 255, b: 255, a: 1 };
const look = (looks: Looks): string => JSON.stringify(looks).replace(/"/g, '&quot;');
const WHITE_TEXT = { color: 'rgb(255, 255, 255)', '-webkit-text-fill-color': 'rgb(255, 255, 255)' };

describe('textPaintJudge', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads no stroke or shadow of text whose fill is seen', () => {
    document.body.innerHTML = '<p id="p">Seen by its fill.</p>';
    const { seen, read } = judgeOf();
    expect(seen(document.getElementById('p')!)).toBe(true);
    expect(read.filter((name) => /shadow|stroke/i.test(name))).toEqual([]);
  });

  it('sees text in its background colour by its shadow', () => {
    document.body.innerHTML =
      `<p id="ghost" data-look="${look(WHITE_TEXT)}">Fill lost on white.</p>` +
      `<p id="shadowed" data-look="${look({ ...WHITE_TEXT, textShadow: 'rgb(0, 0, 0) 1px 1px 0px' })}">` +
      'Drawn by its shadow.</p>';
    const { seen } = judgeOf();
    expect(seen(document.getElementById('ghost')!)).toBe(false);
    expect(seen(document.getElementById('shadowed')!)).toBe(true);
  });

  it('judges each text by its own paints over the same boxes', () => {
    // The wrapper paints nothing: both texts are judged over the page's white, one each.
    document.body.innerHTML =
      `<div><span><b id="seen">Black on white.</b></span>` +
      `<i id="unseen" data-look="${look(WHITE_TEXT)}">White on white.</i>` +
      `<em id="again">Black again.</em></div>`;
    const { seen } = judgeOf();
    expect(seen(document.getElementById('seen')!)).toBe(true);
    expect(seen(document.getElementById('unseen')!)).toBe(false);
    expect(seen(document.getElementById('again')!)).toBe(true);
  });

  it('judges text by the nearest box that paints, however deep inside it', () => {
    const black = look({ backgroundColor: 'rgb(0, 0, 0)' });
    document.body.innerHTML =
      `<section data-look="${black}"><div><div><p id="black">Black on black.</p></div></div>` +
      `<p id="white" data-look="${look(WHITE_TEXT)}">White on black.</p></section>` +
      `<p id="page">Black on the page.</p>`;
    const { seen } = judgeOf();
    expect(seen(document.getElementById('black')!)).toBe(false);
    expect(seen(document.getElementById('white')!)).toBe(true);
    expect(seen(document.getElementById('page')!)).toBe(true);
  });

  it('judges boxes that look alike by what is behind each', () => {
    // Two faded boxes alike, white text in both: seen over black, not over the page's white.
    const faded = look({ opacity: '0.5' });
    document.body.innerHTML =
      `<section data-look="${look({ backgroundColor: 'rgb(0, 0, 0)' })}">` +
      `<div data-look="${faded}"><p id="on-black" data-look="${look(WHITE_TEXT)}">White.</p></div></section>` +
      `<div data-look="${faded}"><p id="on-white" data-look="${look(WHITE_TEXT)}">White.</p></div>`;
    const { seen } = judgeOf();
    expect(seen(document.getElementById('on-black')!)).toBe(true);
    expect(seen(document.getElementById('on-white')!)).toBe(false);
  });

  it('does not judge text in a positioned box that holds a picture, wherever the picture is', () => {
    const hero = look({ backgroundColor: 'rgb(255, 255, 255)', position: 'relative' });
    document.body.innerHTML =
      `<header data-look="${hero}"><div><figure><img alt=""></figure></div>` +
      `<h1 id="over-photo" data-look="${look(WHITE_TEXT)}">White over the photo.</h1></header>` +
      `<aside data-look="${hero}"><h2 id="on-white" data-look="${look(WHITE_TEXT)}">White on white.</h2></aside>`;
    const { seen, read } = judgeOf();
    expect(seen(document.getElementById('over-photo')!)).toBe(true);
    expect(seen(document.getElementById('on-white')!)).toBe(false);
    // Only a box holding a picture is asked where it is placed (most of a page's boxes hold none).
    const placesRead = read.filter((name) => name.endsWith('.position'));
    expect(placesRead.sort()).toEqual(['BODY.position', 'HEADER.position', 'HTML.position']);
  });
});
