// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  removeVideoTimelines,
  showVideoTimeline,
} from '../../../../src/content/videos/video-timeline.ts';
import {
  exposeVideoTimelineProbe,
  probeVideoTimelines,
} from '../../../../src/content/videos/video-timeline-probe.ts';
import {
  clearVideoTimelines,
  showVideoTimelines,
} from '../../../../src/content/videos/video-requests.ts';
import { describeVideo } from '../../../../src/content/videos/page-videos.ts';
import type { VideoFindings } from '../../../../src/shared/video/video-findings.ts';
import type { VideoTimelineWords } from '../../../../src/shared/video/video-words.ts';

const WORDS: VideoTimelineWords = {
  lang: 'en',
  dir: 'ltr',
  heading: 'AI in this video',
  visual: 'Picture',
  audio: 'Sound',
  ai: 'AI',
  excluded: 'Not scored',
  hide: 'Hide',
  show: 'Show',
  segment: 'AI $TRACK$, $FROM$ to $TO$',
};

const FINDINGS: VideoFindings = {
  durationMs: 12_000,
  visual: { ai: [{ startMs: 3_000, lengthMs: 3_000 }], excluded: [] },
  audio: {
    ai: [{ startMs: 9_000, lengthMs: 1_500 }],
    excluded: [{ startMs: 0, lengthMs: 1_200 }],
  },
};

/** jsdom lays nothing out: the boxes the browser would give, by element. */
const layout = {
  video: new DOMRect(100, 50, 320, 180),
  origin: new DOMRect(0, 0, 0, 0),
  fullscreen: new DOMRect(0, 0, 1280, 720),
  lane: 240,
  bar: 44,
};

let attachShadow: MockInstance<Element['attachShadow']>;
let video: HTMLVideoElement;

function setDuration(seconds: number): void {
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
}

function setFullscreen(element: Element | null): void {
  Object.defineProperty(document, 'fullscreenElement', {
    configurable: true,
    get: () => element,
  });
}

beforeEach(() => {
  // The regular check and the frames run when the tests mean them to.
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  document.body.innerHTML = `<article><figure id="player">
    <video controls src="https://news.example/media/clip.webm"></video>
    <figcaption>The quay</figcaption></figure></article>`;
  video = document.querySelector('video')!;
  setDuration(12);
  setFullscreen(null);
  layout.video = new DOMRect(100, 50, 320, 180);
  layout.origin = new DOMRect(0, 0, 0, 0);
  attachShadow = vi.spyOn(Element.prototype, 'attachShadow');
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.localName === 'video') return layout.video;
    if (this.id === 'player' && document.fullscreenElement === this) return layout.fullscreen;
    if (this.classList.contains('lane')) return new DOMRect(0, 0, layout.lane, 12);
    if (this.classList.contains('bar')) return new DOMRect(0, 0, layout.video.width, layout.bar);
    if (this.id.startsWith('authenticity-lens-video-timeline')) return layout.origin;
    return new DOMRect();
  });
});

afterEach(() => {
  removeVideoTimelines();
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** What no event says is found by the regular check, a quarter of a second on. */
const regularCheck = (): void => {
  vi.advanceTimersByTime(250);
};

/** The closed root of the newest timeline, which the page cannot reach but the test spied on. */
function shadowRoot(): ShadowRoot {
  const result = attachShadow.mock.results.at(-1);
  if (result?.type !== 'return') throw new Error('no shadow root was attached');
  return result.value;
}

const hosts = (): Element[] => [
  ...document.querySelectorAll('[id^="authenticity-lens-video-timeline"]'),
];

const part = <T extends HTMLElement>(selector: string): T => {
  const found = shadowRoot().querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in the timeline`);
  return found;
};

const stretches = (track: 'visual' | 'audio'): HTMLElement[] => [
  ...shadowRoot().querySelectorAll<HTMLElement>(`.lane[data-track="${track}"] .stretch`),
];

const nextFrame = (): void => {
  vi.advanceTimersToNextFrame();
};

describe('the timeline of a video', () => {
  it('is drawn in a closed shadow root of ours, under the player and as wide as it', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    expect(hosts()).toHaveLength(1);
    expect(hosts()[0]?.parentElement).toBe(document.documentElement);
    expect(hosts()[0]?.shadowRoot).toBeNull();
    expect(attachShadow).toHaveBeenCalledWith({ mode: 'closed' });
    const bar = part('.bar');
    expect(bar.hidden).toBe(false);
    expect([bar.style.left, bar.style.top, bar.style.width]).toEqual(['100px', '230px', '320px']);
  });

  it('says what it is in the words and language sent', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const bar = part('.bar');
    expect(bar.getAttribute('role')).toBe('group');
    expect(bar.getAttribute('aria-label')).toBe('AI in this video');
    expect([bar.lang, bar.dir]).toEqual(['en', 'ltr']);
    expect(part('.head').textContent).toContain('AI');
    expect(part('.head').textContent).toContain('Not scored');
    expect([...shadowRoot().querySelectorAll('.name')].map((n) => n.textContent)).toEqual([
      'Picture',
      'Sound',
    ]);
    expect(
      [...shadowRoot().querySelectorAll('.lane')].map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Picture', 'Sound']);
  });

  it("places the stretches along the video's length, the AI ones as buttons", () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const [picture] = stretches('visual');
    expect(picture?.localName).toBe('button');
    expect([picture?.style.left, picture?.style.width]).toEqual(['60px', '60px']);
    expect(picture?.getAttribute('aria-label')).toBe('AI Picture, 0:03 to 0:06');
    expect(picture?.title).toBe('AI Picture, 0:03 to 0:06');
    const [unscored, voice] = stretches('audio');
    expect(unscored?.localName).toBe('span');
    expect(unscored?.getAttribute('aria-hidden')).toBe('true');
    expect([unscored?.style.left, unscored?.style.width]).toEqual(['0px', '24px']);
    expect([voice?.style.left, voice?.style.width]).toEqual(['180px', '30px']);
  });

  it("takes the service's length until the browser knows the video's, then redraws", () => {
    setDuration(Number.NaN);
    showVideoTimeline(video, { ...FINDINGS, durationMs: 6_000 }, WORDS);
    expect(stretches('visual')[0]?.style.left).toBe('120px');
    setDuration(12);
    video.dispatchEvent(new Event('durationchange'));
    nextFrame();
    expect(stretches('visual')[0]?.style.left).toBe('60px');
  });

  it('runs right to left in a right-to-left language', () => {
    showVideoTimeline(video, FINDINGS, { ...WORDS, lang: 'ar', dir: 'rtl' });
    expect(part('.bar').dir).toBe('rtl');
    const [picture] = stretches('visual');
    expect([picture?.style.left, picture?.style.width]).toEqual(['120px', '60px']);
  });

  it('seeks the video to a stretch clicked, and keeps the click from the page', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const pageSaw = vi.fn();
    document.addEventListener('click', pageSaw);
    stretches('audio')[1]?.click();
    expect(video.currentTime).toBe(9);
    expect(pageSaw).not.toHaveBeenCalled();
    document.removeEventListener('click', pageSaw);
  });

  it('hides its lanes and shows them again', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const toggle = part<HTMLButtonElement>('.toggle');
    expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).toEqual(['Hide', 'true']);
    toggle.click();
    expect(part('.tracks').hidden).toBe(true);
    expect([toggle.textContent, toggle.getAttribute('aria-expanded')]).toEqual(['Show', 'false']);
    expect(probeVideoTimelines()[0]?.open).toBe(false);
    toggle.click();
    expect(part('.tracks').hidden).toBe(false);
    expect(toggle.textContent).toBe('Hide');
  });

  it('follows the player when the page scrolls or moves it', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    layout.video = new DOMRect(40, -100, 480, 270);
    dispatchEvent(new Event('scroll'));
    nextFrame();
    const bar = part('.bar');
    expect([bar.style.left, bar.style.top, bar.style.width]).toEqual(['40px', '170px', '480px']);
    // A move no event tells of is found by the regular check.
    layout.video = new DOMRect(60, 0, 480, 270);
    regularCheck();
    expect(bar.style.left).toBe('60px');
  });

  it('is put back when the page takes it out', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    hosts()[0]?.remove();
    expect(hosts()).toHaveLength(0);
    regularCheck();
    expect(hosts()[0]?.parentElement).toBe(document.documentElement);
  });

  it('waits while the player is out of the page or not shown', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const figure = document.getElementById('player')!;
    figure.remove();
    regularCheck();
    expect(part('.bar').hidden).toBe(true);
    document.body.append(figure);
    regularCheck();
    expect(part('.bar').hidden).toBe(false);
    layout.video = new DOMRect(0, 0, 0, 0);
    regularCheck();
    expect(part('.bar').hidden).toBe(true);
  });

  it('goes into the fullscreen container of the player, over the top of the picture', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const figure = document.getElementById('player')!;
    setFullscreen(figure);
    layout.video = new DOMRect(0, 0, 1280, 720);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(hosts()[0]?.parentElement).toBe(figure);
    expect(part('.bar').style.top).toBe('0px');
    expect(part('.bar').classList.contains('over')).toBe(true);
    expect(probeVideoTimelines()[0]?.where).toBe('fullscreen');
    setFullscreen(null);
    layout.video = new DOMRect(100, 50, 320, 180);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(hosts()[0]?.parentElement).toBe(document.documentElement);
    expect(part('.bar').style.top).toBe('230px');
  });

  it('waits while the video itself is fullscreen, and comes back after', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    setFullscreen(video);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(part('.bar').hidden).toBe(true);
    expect(probeVideoTimelines()[0]?.where).toBe('hidden');
    setFullscreen(null);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(part('.bar').hidden).toBe(false);
  });

  it('stays in the page while something else is fullscreen', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    const other = document.body.appendChild(document.createElement('div'));
    setFullscreen(other);
    document.dispatchEvent(new Event('fullscreenchange'));
    expect(hosts()[0]?.parentElement).toBe(document.documentElement);
  });

  it('is drawn once per player, and cleared with all the others', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    showVideoTimeline(video, FINDINGS, WORDS);
    expect(hosts()).toHaveLength(1);
    expect(clearVideoTimelines()).toEqual({ cleared: 1 });
    expect(hosts()).toHaveLength(0);
    expect(clearVideoTimelines()).toEqual({ cleared: 0 });
  });
});

describe('showVideoTimelines', () => {
  const request = { findings: FINDINGS, words: WORDS };

  it('draws on the video with the key', () => {
    const { key } = describeVideo(video);
    expect(showVideoTimelines({ ...request, key })).toEqual({ shown: 1 });
    expect(probeVideoTimelines().map((t) => t.key)).toEqual([key]);
  });

  it('draws on every video of the address when the key names none', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<video><source src="https://news.example/media/clip.webm"></video>`,
    );
    expect(
      showVideoTimelines({
        ...request,
        key: 'video-000000000000-99',
        src: 'https://news.example/media/clip.webm',
      }),
    ).toEqual({ shown: 2 });
    expect(hosts()).toHaveLength(2);
  });

  it('draws nothing when nothing matches', () => {
    expect(showVideoTimelines({ ...request, src: 'https://news.example/other.webm' })).toEqual({
      shown: 0,
    });
    expect(showVideoTimelines(request)).toEqual({ shown: 0 });
  });
});

describe('what the tests read', () => {
  it('is kept under a symbol of our world, with every stretch and its moment', () => {
    showVideoTimeline(video, FINDINGS, WORDS);
    exposeVideoTimelineProbe();
    const kept = (globalThis as Record<symbol, unknown>)[
      Symbol.for('authenticity-lens.video-timelines')
    ] as { probe: typeof probeVideoTimelines };
    const [timeline] = kept.probe();
    expect(timeline).toMatchObject({
      key: describeVideo(video).key,
      where: 'page',
      open: true,
      lang: 'en',
      label: 'AI in this video',
      legend: 'AI · Not scored',
      durationMs: 12_000,
    });
    expect(timeline?.stretches.map((s) => [s.track, s.kind, s.startMs, s.spoken])).toEqual([
      ['visual', 'ai', 3_000, 'AI Picture, 0:03 to 0:06'],
      ['audio', 'excluded', 0, null],
      ['audio', 'ai', 9_000, 'AI Sound, 0:09 to 0:10'],
    ]);
  });
});
