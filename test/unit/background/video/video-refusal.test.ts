import { describe, expect, it } from 'vitest';
import { videoRefusal } from '../../../../src/background/video/video-refusal.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';
import { errorDetail } from '../../../../src/shared/checks/error-detail.ts';

const strict = { loopbackIsPublic: false };

describe('videoRefusal', () => {
  it('lets a file on a public site through', () => {
    expect(
      videoRefusal({ kind: 'file', src: 'https://cdn.example/a.mp4' }, strict),
    ).toBeUndefined();
  });

  it('refuses streams, naming why and what works, in the reader’s language', async () => {
    const blob = videoRefusal({ kind: 'media-source', src: 'blob:https://x.example/1' }, strict);
    expect(blob).toMatchObject({ kind: 'invalid-input', code: 'video-stream' });
    expect(blob?.message).toMatch(/in pieces.*\.mp4/);
    const hls = videoRefusal({ kind: 'hls', src: 'https://x.example/live.m3u8' }, strict);
    expect(hls?.words).toEqual({ key: 'video_workerRefusedPlaylist', args: ['HLS'] });
    const german = await translatorIn('de');
    expect(hls && errorDetail(hls, german)).toContain('Playlist von Stücken abgespielt (HLS)');
    expect(videoRefusal({ kind: 'none' }, strict)?.code).toBe('video-no-address');
  });

  it('refuses what is not a web address', () => {
    const data = videoRefusal({ kind: 'file', src: 'data:video/mp4;base64,AAAA' }, strict);
    expect(data).toMatchObject({ code: 'video-not-web', words: { args: ['data:'] } });
  });

  it('refuses this computer and private networks, which the service cannot reach', () => {
    for (const src of [
      'http://localhost:8080/a.mp4',
      'http://192.168.1.20/a.mp4',
      'http://nas.local/a.mp4',
      'http://[fd00::1]/a.mp4',
    ]) {
      expect(videoRefusal({ kind: 'file', src }, strict)?.code, src).toBe('video-not-public');
    }
    const local = videoRefusal({ kind: 'file', src: 'http://10.0.0.3:81/a.mp4' }, strict);
    expect(local?.words).toEqual({ key: 'video_workerRefusedPrivate', args: ['10.0.0.3:81'] });
  });

  it('takes loopback for public in the local builds, never a private network', () => {
    const local = { loopbackIsPublic: true };
    expect(videoRefusal({ kind: 'file', src: 'http://127.0.0.1:9/a.webm' }, local)).toBeUndefined();
    expect(videoRefusal({ kind: 'file', src: 'http://10.0.0.3/a.webm' }, local)?.code).toBe(
      'video-not-public',
    );
  });
});
