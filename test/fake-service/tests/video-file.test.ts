/** The double's video reader: container, length and provenance stand-in, from the bytes alone. */
import { describe, expect, it } from 'vitest';
import { readVideoFile } from '../video/video-file.ts';
import {
  box,
  ebml,
  float32,
  float64,
  ftyp,
  matroska,
  mvhd,
  videoFixture,
} from './helpers/video-files.ts';

describe('readVideoFile on files made by ffmpeg', () => {
  it('reads the WebM clip: 12.008 s (Segment Info Duration, Opus pre-roll included)', () => {
    expect(readVideoFile(videoFixture('clip.webm'))).toEqual({
      ok: true,
      container: 'webm',
      durationMs: 12_008,
    });
  });

  it('reads the MP4 clip: 3 s from mvhd', () => {
    expect(readVideoFile(videoFixture('clip.mp4'))).toEqual({
      ok: true,
      container: 'mp4',
      durationMs: 3000,
    });
  });

  it('reads the provenance stand-in of clip-c2pa.webm from its C2PA tag', () => {
    expect(readVideoFile(videoFixture('clip-c2pa.webm'))).toEqual({
      ok: true,
      container: 'webm',
      durationMs: 4008,
      provenance: {
        appOrDeviceUsed: 'Example Video Generator 2',
        issuedBy: 'Example Media Lab',
        issuedTime: '2026-03-01T10:00:00Z',
      },
    });
  });
});

describe('readVideoFile on hand-built containers', () => {
  it('scales Matroska ticks by TimecodeScale and takes 4-byte floats', () => {
    // 2500 ticks of 2 ms each = 5 s.
    const file = matroska({
      docType: 'matroska',
      timecodeScale: 2_000_000,
      duration: float32(2500),
    });
    expect(readVideoFile(file)).toEqual({ ok: true, container: 'matroska', durationMs: 5000 });
  });

  it('finds Info after other elements, in a Segment of unknown size', () => {
    const file = Buffer.concat([
      ebml(0x1a45dfa3, ebml(0x4282, Buffer.from('webm'))),
      ebml(
        0x18538067,
        [ebml(0x114d9b74, Buffer.alloc(10)), ebml(0x1549a966, ebml(0x4489, float64(1234.4)))],
        true,
      ),
    ]);
    expect(readVideoFile(file)).toEqual({ ok: true, container: 'webm', durationMs: 1234 });
  });

  it('refuses a recording that states no length (a live WebM)', () => {
    const cluster = ebml(0x1f43b675, Buffer.alloc(16), true);
    expect(readVideoFile(matroska({ after: [cluster], segmentUnknownSize: true }))).toEqual({
      ok: false,
      why: 'duration',
    });
  });

  it('refuses EBML that is not Matroska, and files of other kinds', () => {
    expect(readVideoFile(matroska({ docType: 'other', duration: float64(1000) }))).toEqual({
      ok: false,
      why: 'format',
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(readVideoFile(png)).toEqual({ ok: false, why: 'format' });
    expect(readVideoFile(Buffer.alloc(0))).toEqual({ ok: false, why: 'format' });
    expect(readVideoFile(Buffer.from('<html>not a video</html>'))).toEqual({
      ok: false,
      why: 'format',
    });
  });

  it('reads mvhd version 1, 64-bit boxes and QuickTime’s brand', () => {
    const mov = Buffer.concat([ftyp('qt  '), box('moov', mvhd(1, 600, 600 * 75), true)]);
    expect(readVideoFile(mov)).toEqual({ ok: true, container: 'mov', durationMs: 75_000 });
  });

  it('finds moov after mdat (no faststart) and rounds to whole milliseconds', () => {
    const mp4 = Buffer.concat([
      ftyp('isom'),
      box('mdat', Buffer.alloc(64)),
      box('moov', mvhd(0, 90_000, 90_000 * 2 + 45)),
    ]);
    expect(readVideoFile(mp4)).toEqual({ ok: true, container: 'mp4', durationMs: 2001 });
  });

  it('takes a fragmented file’s length from mehd when mvhd says 0, else refuses', () => {
    const mehd = box('mehd', Buffer.from([0, 0, 0, 0, 0, 0, 0x0b, 0xb8])); // 3000
    const fragmented = Buffer.concat([
      ftyp('iso6'),
      box('moov', [mvhd(0, 1000, 0), box('mvex', mehd)]),
    ]);
    expect(readVideoFile(fragmented)).toEqual({ ok: true, container: 'mp4', durationMs: 3000 });
    const unknown = Buffer.concat([ftyp('iso6'), box('moov', mvhd(0, 1000, 0))]);
    expect(readVideoFile(unknown)).toEqual({ ok: false, why: 'duration' });
    expect(readVideoFile(ftyp('isom'))).toEqual({ ok: false, why: 'duration' });
  });

  it('survives truncated and corrupt files without throwing', () => {
    const clip = videoFixture('clip.mp4');
    for (const cut of [4, 9, 40, 200]) {
      expect(() => readVideoFile(clip.subarray(0, cut))).not.toThrow();
    }
    const webm = videoFixture('clip.webm');
    for (const cut of [3, 5, 30, 60]) {
      expect(() => readVideoFile(webm.subarray(0, cut))).not.toThrow();
    }
  });
});
