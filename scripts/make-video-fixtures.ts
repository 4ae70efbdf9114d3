/**
 * Writes the small video files the tests play and check, with a real encoder (Debian's `ffmpeg`),
 * into test/e2e/pages/media:
 * - clip.webm: VP8 + Opus, 12 s, 320x180, a moving test pattern and a tone. WebM because Firefox
 *   ESR on Debian plays it without system codecs (H.264 needs them), and Chromium plays it too.
 * - clip.mp4: H.264 + AAC, 3 s, 160x90: a second container for the fake service's duration reader
 *   (`mvhd`), never played by a browser test.
 * - clip-c2pa.webm: as clip.webm but 4 s, carrying the fake service's stand-in for C2PA
 *   provenance (a Matroska tag `C2PA` holding JSON; test/fake-service/README.md), so its result
 *   says what made and signed it.
 * Run after changing them: `npx tsx scripts/make-video-fixtures.ts`. CI has no ffmpeg, so the files
 * are committed; the script only needs to run again if they must change.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'e2e', 'pages', 'media');
/** Each file stays small enough to commit without thought. */
const MAX_BYTES = 300 * 1024;

/** What the fake service reports as the file's provenance (its `metadata`). */
const C2PA_STAND_IN = {
  appOrDeviceUsed: 'Example Video Generator 2',
  issuedBy: 'Example Media Lab',
  issuedTime: '2026-03-01T10:00:00Z',
};

interface Fixture {
  name: string;
  args: string[];
}

// `-bitexact` and a fixed `-fflags +bitexact` keep ffmpeg from writing its version and the time
// into the files, so running the script twice writes the same bytes (on the same ffmpeg).
const FIXTURES: Fixture[] = [
  {
    name: 'clip.webm',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24:duration=12'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=12'],
      ...['-c:v', 'libvpx', '-b:v', '120k', '-deadline', 'good', '-cpu-used', '4'],
      ...['-c:a', 'libopus', '-b:a', '24k'],
      ...['-shortest', '-fflags', '+bitexact', '-bitexact'],
    ],
  },
  {
    name: 'clip-c2pa.webm',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=24:duration=4'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000:duration=4'],
      ...['-c:v', 'libvpx', '-b:v', '120k', '-deadline', 'good', '-cpu-used', '4'],
      ...['-c:a', 'libopus', '-b:a', '24k'],
      ...['-metadata', `C2PA=${JSON.stringify(C2PA_STAND_IN)}`],
      ...['-shortest', '-fflags', '+bitexact', '-bitexact'],
    ],
  },
  {
    name: 'clip.mp4',
    args: [
      ...['-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=15:duration=3'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=660:sample_rate=44100:duration=3'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '34', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '32k'],
      // The index at the front, as files served for the web are.
      ...['-movflags', '+faststart', '-shortest', '-fflags', '+bitexact', '-bitexact'],
    ],
  },
];

function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const fixture of FIXTURES) {
    const path = join(OUT, fixture.name);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...fixture.args, path], {
      stdio: 'inherit',
    });
    const size = statSync(path).size;
    if (size > MAX_BYTES) throw new Error(`${fixture.name} is ${size} bytes, over ${MAX_BYTES}.`);
    console.log(`${fixture.name}: ${size} bytes`);
  }
}

main();
