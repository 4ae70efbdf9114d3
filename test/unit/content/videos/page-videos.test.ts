// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  describeVideo,
  findVideos,
  listPageVideos,
  videoByKey,
  videosShowing,
} from '../../../../src/content/videos/page-videos.ts';
import { videoAddress, videoShows } from '../../../../src/content/videos/video-address.ts';

const BASE = 'https://news.example/story/';

afterEach(() => {
  document.body.replaceChildren();
});

/** A page's markup, read as the page's own (addresses resolve against the story's address). */
function page(html: string): void {
  document.head.innerHTML = `<base href="${BASE}">`;
  document.body.innerHTML = html;
}

const video = (selector = 'video'): HTMLVideoElement => {
  const found = document.querySelector<HTMLVideoElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

/** What the browser says once it chose a source and read the metadata (jsdom plays nothing). */
function playing(
  element: HTMLVideoElement,
  media: { currentSrc?: string; duration?: number; videoWidth?: number; videoHeight?: number },
): void {
  for (const [name, value] of Object.entries(media)) {
    Object.defineProperty(element, name, { configurable: true, value });
  }
}

describe('the address of a video', () => {
  it('is the source the browser chose', () => {
    page(`<video controls>
      <source src="/media/clip.webm" type="video/webm">
      <source src="/media/clip.mp4" type="video/mp4">
    </video>`);
    playing(video(), { currentSrc: 'https://news.example/media/clip.mp4' });
    expect(videoAddress(video())).toEqual({
      src: 'https://news.example/media/clip.mp4',
      kind: 'file',
    });
  });

  it('is its src before the browser chose, else its first source', () => {
    page(`<video src="clip.webm"></video>`);
    expect(videoAddress(video())).toEqual({ src: `${BASE}clip.webm`, kind: 'file' });
    const twoTyped = `<video><source src="a.webm" type="video/webm"><source src="b.mp4" type="video/mp4"></video>`;
    page(twoTyped);
    // jsdom can play no type: the first source stands.
    expect(videoAddress(video()).src).toBe(`${BASE}a.webm`);
    page(twoTyped);
    vi.spyOn(video(), 'canPlayType').mockImplementation((type) =>
      type === 'video/webm' ? '' : 'maybe',
    );
    expect(videoAddress(video()).src).toBe(`${BASE}b.mp4`);
  });

  it('says a MediaSource stream is one', () => {
    page(`<video></video>`);
    playing(video(), { currentSrc: 'blob:https://news.example/4f0c-11' });
    expect(videoAddress(video())).toEqual({
      src: 'blob:https://news.example/4f0c-11',
      kind: 'media-source',
    });
  });

  it('says HLS and DASH playlists are streams', () => {
    page(`<video src="https://cdn.example/live/master.m3u8?token=1"></video>
      <video id="dash" src="https://cdn.example/vod/manifest.mpd"></video>`);
    expect(videoAddress(video())).toEqual({
      src: 'https://cdn.example/live/master.m3u8?token=1',
      kind: 'hls',
    });
    expect(videoAddress(video('#dash')).kind).toBe('dash');
  });

  it('is none for a video playing no address', () => {
    page(`<video></video>`);
    expect(videoAddress(video())).toEqual({ kind: 'none' });
    playing(video(), { srcObject: {} } as never);
    expect(videoAddress(video())).toEqual({ kind: 'none' });
  });

  it("takes the file link the page gives for a stream, from the video's figure", () => {
    page(`<figure>
      <div class="player"><video></video></div>
      <figcaption>Footage <a href="/about">About us</a>
        <a href="/files/footage.MP4">Watch</a>
        <a download href="/files/footage-hd.webm">Download</a></figcaption>
    </figure>`);
    playing(video(), { currentSrc: 'blob:https://news.example/77' });
    expect(videoAddress(video())).toEqual({
      src: 'https://news.example/files/footage-hd.webm',
      kind: 'file',
    });
  });

  it('takes a typed download link whose address has no file ending', () => {
    page(`<div><video></video><a download type="video/mp4" href="/download?id=7">Save</a></div>`);
    expect(videoAddress(video()).src).toBe('https://news.example/download?id=7');
  });

  it('keeps its own file over a link, and takes no link of another video', () => {
    page(`<figure><video src="own.webm"></video><a download href="other.mp4">x</a></figure>`);
    expect(videoAddress(video()).src).toBe(`${BASE}own.webm`);
    page(`<section>
      <div><video id="one"></video></div>
      <div><video id="two"></video></div>
      <a download href="/files/two.mp4">Download</a>
    </section>`);
    expect(videoAddress(video('#one'))).toEqual({ kind: 'none' });
  });

  it('takes no link that is not a web address of a video file', () => {
    page(`<figure><video></video>
      <a href="javascript:alert(1)//x.mp4">x</a><a download href="/files/notes.pdf">pdf</a>
    </figure>`);
    expect(videoAddress(video())).toEqual({ kind: 'none' });
  });

  it('knows the video by any address it plays or offers', () => {
    page(`<figure><video><source src="/m/a.webm"><source src="/m/a.mp4"></video>
      <a download href="/m/a-original.mov">Original</a></figure>`);
    const element = video();
    playing(element, { currentSrc: 'blob:https://news.example/1' });
    expect(videoShows(element, 'blob:https://news.example/1')).toBe(true);
    expect(videoShows(element, 'https://news.example/m/a.mp4')).toBe(true);
    expect(videoShows(element, 'https://news.example/m/a-original.mov')).toBe(true);
    expect(videoShows(element, 'https://news.example/m/b.mp4')).toBe(false);
    expect(videoShows(element, '')).toBe(false);
  });
});

describe('the videos of a page', () => {
  it('finds them in the page and in the shadow trees of its components', () => {
    page(`<video id="light" src="a.webm"></video><x-player></x-player>`);
    const host = document.querySelector('x-player')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<div><video id="inner" src="b.webm"></video></div>`;
    const nested = root.appendChild(document.createElement('y-frame'));
    nested.attachShadow({ mode: 'open' }).innerHTML = `<video id="deep" src="c.webm"></video>`;
    expect(findVideos().map((v) => v.id)).toEqual(['light', 'inner', 'deep']);
  });

  it('gives each a key of its own that stays while the page lives and the page cannot see', () => {
    page(`<video id="a" src="a.webm"></video><video id="b" src="b.webm"></video>`);
    const [a, b] = [video('#a'), video('#b')];
    const first = describeVideo(a).key;
    expect(describeVideo(a).key).toBe(first);
    expect(describeVideo(b).key).not.toBe(first);
    expect(first.length).toBeLessThanOrEqual(64);
    expect(a.outerHTML).not.toContain(first);
    expect(videoByKey(first)).toBe(a);
    a.remove();
    expect(videoByKey(first)).toBeUndefined();
    document.body.append(a);
    expect(videoByKey(first)).toBe(a);
  });

  it('describes one with its length and size once the browser knows them', () => {
    page(`<figure><video title=" Harbour
      at dawn " src="/media/clip.webm"></video><figcaption>Caption</figcaption></figure>`);
    playing(video(), { duration: 12.0416, videoWidth: 320, videoHeight: 180 });
    expect(describeVideo(video())).toEqual({
      src: 'https://news.example/media/clip.webm',
      kind: 'file',
      key: expect.stringMatching(/^video-/) as string,
      frameId: 0,
      durationMs: 12_042,
      width: 320,
      height: 180,
      label: 'Harbour at dawn',
    });
  });

  it('leaves out a length it does not know (nothing loaded, or a live stream)', () => {
    page(`<video src="live.m3u8"></video>`);
    expect(describeVideo(video())).not.toHaveProperty('durationMs');
    playing(video(), { duration: Number.POSITIVE_INFINITY });
    expect(describeVideo(video())).not.toHaveProperty('durationMs');
  });

  it.each([
    [
      'its accessible name',
      `<video aria-label="Council vote" src="v.webm"></video>`,
      'Council vote',
    ],
    [
      'the text it is labelled by',
      `<h2 id="t">Storm  footage</h2><video aria-labelledby="t" src="v.webm"></video>`,
      'Storm footage',
    ],
    [
      "its figure's caption",
      `<figure><div><video src="v.webm"></video></div><figcaption> The quay </figcaption></figure>`,
      'The quay',
    ],
    ['its file name', `<video src="/media/lifeboat%20launch.mp4"></video>`, 'lifeboat launch.mp4'],
  ])('labels one by %s', (_what, html, label) => {
    page(html);
    expect(describeVideo(video()).label).toBe(label);
  });

  it('gives a stream no file name for a label', () => {
    page(`<video></video>`);
    playing(video(), { currentSrc: 'blob:https://news.example/9' });
    expect(describeVideo(video())).not.toHaveProperty('label');
  });

  it('lists them the largest on screen first', () => {
    page(`<video id="small" src="s.webm"></video><video id="big" src="b.webm"></video>`);
    const sized = (id: string, width: number, height: number): void => {
      vi.spyOn(video(id), 'getBoundingClientRect').mockReturnValue(
        new DOMRect(0, 0, width, height),
      );
    };
    sized('#small', 160, 90);
    sized('#big', 640, 360);
    expect(listPageVideos().map((v) => v.src)).toEqual([`${BASE}b.webm`, `${BASE}s.webm`]);
  });

  it('finds every video showing an address', () => {
    page(`<video id="a" src="/m/a.webm"></video><video id="b"><source src="/m/a.webm"></video>
      <video id="c" src="/m/c.webm"></video>`);
    expect(videosShowing('https://news.example/m/a.webm').map((v) => v.id)).toEqual(['a', 'b']);
  });
});
