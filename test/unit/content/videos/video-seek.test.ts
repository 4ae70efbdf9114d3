// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seekTo, seekVideo } from '../../../../src/content/videos/video-seek.ts';
import { describeVideo } from '../../../../src/content/videos/page-videos.ts';

let video: HTMLVideoElement;
const scrolled = vi.fn();

beforeEach(() => {
  document.body.innerHTML = `<video src="https://news.example/a.webm"></video>`;
  video = document.querySelector('video')!;
  Object.defineProperty(video, 'duration', { configurable: true, value: 12 });
  video.scrollIntoView = scrolled;
});

afterEach(() => {
  scrolled.mockReset();
});

const onScreen = (top: number): void => {
  vi.spyOn(video, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 320, 180));
};

describe('seeking', () => {
  it('moves the video to the moment, in seconds', () => {
    seekTo(video, 4_250);
    expect(video.currentTime).toBe(4.25);
  });

  it('stops at the end, and never before the start', () => {
    seekTo(video, 20_000);
    expect(video.currentTime).toBe(12);
    seekTo(video, -5);
    expect(video.currentTime).toBe(0);
  });

  it('goes as far as asked while the length is unknown', () => {
    Object.defineProperty(video, 'duration', { configurable: true, value: Number.NaN });
    seekTo(video, 20_000);
    expect(video.currentTime).toBe(20);
  });

  it('finds the video by its key, and shows it when it is scrolled away', () => {
    const { key } = describeVideo(video);
    onScreen(100);
    expect(seekVideo(key, 3_000)).toBe(true);
    expect(video.currentTime).toBe(3);
    expect(scrolled).not.toHaveBeenCalled();
    onScreen(5_000);
    expect(seekVideo(key, 6_000)).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('answers false for a key this page has no video for', () => {
    describeVideo(video);
    expect(seekVideo('video-000000000000-99', 1_000)).toBe(false);
    video.remove();
    expect(seekVideo(describeVideo(video).key, 1_000)).toBe(false);
  });
});
