// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Menu from '../../../../src/content/videos/video-context-menu.ts';
import type * as Videos from '../../../../src/content/videos/page-videos.ts';

// The module remembers one right-clicked video per document: each test loads it afresh (with
// what it imports, so the video keys compared come from the same module instance).
const MENU = '../../../../src/content/videos/video-context-menu.ts';
const VIDEOS = '../../../../src/content/videos/page-videos.ts';
let menu: typeof Menu;
let videos: typeof Videos;

/** A right-click as the listener gets it: jsdom cannot make a trusted event. */
interface RightClick {
  isTrusted: boolean;
  composedPath(): EventTarget[];
  clientX: number;
  clientY: number;
}

let listener: ((event: RightClick) => void) | undefined;
let options: AddEventListenerOptions | undefined;

function rightClick(target: Element, { x = 10, y = 10, isTrusted = true } = {}): void {
  const path: EventTarget[] = [];
  for (let at: Node | null = target; at; at = at.parentNode ?? (at as ShadowRoot).host ?? null) {
    path.push(at);
  }
  listener?.({ isTrusted, composedPath: () => path, clientX: x, clientY: y });
}

/** What is stacked at each point, topmost first (jsdom does no hit testing). */
let stacked: Element[] = [];

beforeEach(async () => {
  vi.resetModules();
  menu = (await import(MENU)) as typeof menu;
  videos = (await import(VIDEOS)) as typeof videos;
  document.body.innerHTML = `
    <figure id="one"><div class="player">
      <video id="a" src="https://news.example/a.webm"></video>
      <div class="shade"></div>
    </div></figure>
    <video id="b" src="https://news.example/b.webm"></video>
    <p id="text">Words</p>`;
  stacked = [];
  document.elementsFromPoint = () => stacked;
  const addEventListener = (
    type: string,
    handler: (event: RightClick) => void,
    given: AddEventListenerOptions,
  ): void => {
    expect(type).toBe('contextmenu');
    listener = handler;
    options = given;
  };
  menu.watchVideoContextMenu({ addEventListener } as unknown as Pick<Window, 'addEventListener'>);
});

afterEach(() => {
  listener = undefined;
});

const element = <T extends Element>(selector: string): T => document.querySelector<T>(selector)!;

describe('the right-clicked video', () => {
  it('listens before the page can stop the event, without holding it up', () => {
    expect(options).toMatchObject({ capture: true, passive: true });
  });

  it('is the video clicked', () => {
    rightClick(element('#b'));
    expect(menu.rememberedVideo()).toBe(element('#b'));
    expect(menu.videoAt(undefined)?.key).toBe(videos.describeVideo(element('#b')).key);
  });

  it("is the video under a player's overlay, found by what is stacked at the point", () => {
    stacked = [element('.shade'), element('#a'), element('.player'), document.body];
    rightClick(element('.shade'), { x: 40, y: 30 });
    expect(menu.rememberedVideo()).toBe(element('#a'));
  });

  it('is the video of the player clicked when the video ignores the pointer', () => {
    vi.spyOn(element('#a'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 320, 180));
    stacked = [element('.shade'), element('.player'), document.body];
    rightClick(element('.shade'), { x: 40, y: 30 });
    expect(menu.rememberedVideo()).toBe(element('#a'));
    // Outside the video's box, the player's other parts are not the video.
    rightClick(element('.shade'), { x: 400, y: 30 });
    expect(menu.rememberedVideo()).toBeUndefined();
  });

  it('is found inside a shadow tree the point leads into', () => {
    const host = document.body.appendChild(document.createElement('x-player'));
    const root = host.attachShadow({ mode: 'open' });
    const inner = root.appendChild(document.createElement('video'));
    root.elementsFromPoint = () => [inner];
    stacked = [host, document.body];
    // From outside, the event's path stops at the host.
    listener?.({
      isTrusted: true,
      composedPath: () => [host, document.body],
      clientX: 5,
      clientY: 5,
    });
    expect(menu.rememberedVideo()).toBe(inner);
  });

  it('is forgotten by a right-click elsewhere, and never set by a page-made event', () => {
    rightClick(element('#a'));
    rightClick(element('#text'));
    expect(menu.rememberedVideo()).toBeUndefined();
    rightClick(element('#a'), { isTrusted: false });
    expect(menu.rememberedVideo()).toBeUndefined();
    rightClick(element('#a'));
    rightClick(element('#b'), { isTrusted: false });
    expect(menu.rememberedVideo()).toBe(element('#a'));
  });

  it('is forgotten once the page removes it', () => {
    rightClick(element('#a'));
    element('#one').remove();
    expect(menu.rememberedVideo()).toBeUndefined();
    expect(menu.videoAt(undefined)).toBeNull();
  });
});

describe('videoAt', () => {
  it("answers the remembered video when it shows the menu's address", () => {
    rightClick(element('#a'));
    expect(menu.videoAt('https://news.example/a.webm')?.key).toBe(
      videos.describeVideo(element('#a')).key,
    );
  });

  it("answers the video showing the menu's address when the remembered one does not", () => {
    rightClick(element('#a'));
    expect(menu.videoAt('https://news.example/b.webm')?.src).toBe('https://news.example/b.webm');
  });

  it("finds the menu's address without a remembered right-click (the script came in later)", () => {
    expect(menu.videoAt('https://news.example/a.webm')?.src).toBe('https://news.example/a.webm');
    expect(menu.videoAt('https://news.example/none.webm')).toBeNull();
    expect(menu.videoAt(undefined)).toBeNull();
  });

  it('finds a point in the document through the browser when no path names a video', () => {
    stacked = [element('#b')];
    expect(menu.videoUnderPointer([document.body], 1, 1)).toBe(element('#b'));
  });
});
