import { digest, SeededRandom } from '../core/deterministic.ts';
import { isoTime } from '../core/iso-time.ts';
import type { PlagiarismImage } from './plagiarism-rules.ts';

export interface PlagiarismInput {
  scanId: string;
  bytes: Buffer;
  filename: string;
  image: PlagiarismImage;
  credits: number;
  now: number;
}

interface Match {
  url: string;
  matchType: 0 | 1;
  webPages?: { url: string }[];
}

/**
 * How many copies the web "has", from the file name so tests can predict them (see README):
 * "unique" none; "copied" 2 full and 1 partial (that one on no page); otherwise 0–3 from the bytes.
 */
function counts(filename: string, seed: Uint8Array): { full: number; partial: number } {
  const stem = filename.toLowerCase();
  if (/(^|[^a-z])unique([^a-z]|$)/.test(stem)) return { full: 0, partial: 0 };
  if (/(^|[^a-z])copied([^a-z]|$)/.test(stem)) return { full: 2, partial: 1 };
  const random = new SeededRandom('plagiarism', seed);
  return { full: Math.floor(random.next() * 2), partial: Math.floor(random.next() * 3) };
}

/** Full matches first; each image address once; the last partial match is on no page. */
export function plagiarismResult(input: PlagiarismInput) {
  const seed = digest(input.bytes);
  const short = seed.toString('hex').slice(0, 8);
  const { full, partial } = counts(input.filename, seed);
  const internet: Match[] = [];
  for (let k = 0; k < full; k++) {
    internet.push({
      url: `https://images${k + 1}.example/${short}/full-${k + 1}.jpg`,
      matchType: 0,
      webPages: [
        { url: `https://news${k + 1}.example/story-${short}` },
        { url: `https://blog${k + 1}.example/posts/${short}` },
      ],
    });
  }
  for (let k = 0; k < partial; k++) {
    const onPages = k < partial - 1 || full + partial < 3;
    internet.push({
      url: `https://cdn${k + 1}.example/${short}/crop-${k + 1}.webp`,
      matchType: 1,
      ...(onPages ? { webPages: [{ url: `https://forum${k + 1}.example/t/${short}` }] } : {}),
    });
  }
  return {
    developerPayload: null,
    scannedImage: {
      scanId: input.scanId,
      expectedCredits: input.credits,
      actualCredits: input.credits,
      creationTime: isoTime(input.now),
      ...(input.image.width !== undefined ? { width: input.image.width } : {}),
      ...(input.image.height !== undefined ? { height: input.image.height } : {}),
      filename: input.filename,
    },
    matches: {
      internet,
      score: { totalMatches: full + partial, fullMatches: full, partialMatches: partial },
    },
  };
}
