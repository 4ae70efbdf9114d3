/**
 * What the double reads from a video file: its container, its length, and its provenance. Only
 * Matroska/WebM (Segment › Info › Duration × TimecodeScale) and the ISO family (MP4, MOV…:
 * `mvhd`) are read; any other file is refused as the real service refuses what it cannot decode.
 * A file without a stated length (a live WebM recording) is refused too.
 *
 * Provenance stand-in (the double does not parse C2PA's JUMBF): a Matroska tag named `C2PA`
 * whose value is a JSON object with `appOrDeviceUsed`, `issuedBy`, `issuedTime` (what
 * `ffmpeg -metadata C2PA='{…}'` writes). ISO files never carry it here.
 */
import { children, EBML_IDS, isEbml, readFloat, readText, readUnsigned } from './ebml.ts';
import { isIsoMedia, isoDurationMs, isoFlavour } from './mp4-boxes.ts';

export type VideoContainer = 'webm' | 'matroska' | 'mp4' | 'mov';

export interface VideoProvenanceStandIn {
  appOrDeviceUsed?: string;
  issuedBy?: string;
  issuedTime?: string;
}

export type VideoFile =
  | {
      ok: true;
      container: VideoContainer;
      /** Whole milliseconds, rounded. */
      durationMs: number;
      provenance?: VideoProvenanceStandIn;
    }
  | { ok: false; why: 'format' | 'duration' };

const DEFAULT_TIMECODE_SCALE = 1_000_000; // nanoseconds per tick: ticks are milliseconds

export function readVideoFile(bytes: Uint8Array): VideoFile {
  if (isEbml(bytes)) return readMatroska(bytes);
  if (isIsoMedia(bytes)) {
    const ms = isoDurationMs(bytes);
    return ms === undefined || ms <= 0
      ? { ok: false, why: 'duration' }
      : { ok: true, container: isoFlavour(bytes), durationMs: Math.round(ms) };
  }
  return { ok: false, why: 'format' };
}

function readMatroska(bytes: Uint8Array): VideoFile {
  let docType = '';
  let segment;
  for (const element of children(bytes, 0, bytes.length)) {
    if (element.id === EBML_IDS.header) {
      for (const field of children(bytes, element.start, element.end)) {
        if (field.id === EBML_IDS.docType) docType = readText(bytes, field);
      }
    } else if (element.id === EBML_IDS.segment) {
      segment = element;
      break;
    }
  }
  if (!segment || (docType !== 'webm' && docType !== 'matroska'))
    return { ok: false, why: 'format' };
  let ticks: number | undefined;
  let scale = DEFAULT_TIMECODE_SCALE;
  let provenance: VideoProvenanceStandIn | undefined;
  for (const element of children(bytes, segment.start, segment.end)) {
    if (element.id === EBML_IDS.info) {
      for (const field of children(bytes, element.start, element.end)) {
        if (field.id === EBML_IDS.timecodeScale) scale = readUnsigned(bytes, field);
        if (field.id === EBML_IDS.duration) ticks = readFloat(bytes, field);
      }
    } else if (element.id === EBML_IDS.tags) {
      provenance ??= tagProvenance(bytes, element.start, element.end);
    }
  }
  const container = docType === 'webm' ? 'webm' : 'matroska';
  if (ticks === undefined || !Number.isFinite(ticks) || ticks <= 0 || scale <= 0) {
    return { ok: false, why: 'duration' };
  }
  const durationMs = Math.round((ticks * scale) / 1e6);
  return { ok: true, container, durationMs, ...(provenance ? { provenance } : {}) };
}

function tagProvenance(bytes: Uint8Array, start: number, end: number) {
  for (const tag of children(bytes, start, end)) {
    if (tag.id !== EBML_IDS.tag) continue;
    for (const simple of children(bytes, tag.start, tag.end)) {
      if (simple.id !== EBML_IDS.simpleTag) continue;
      let name = '';
      let value = '';
      for (const field of children(bytes, simple.start, simple.end)) {
        if (field.id === EBML_IDS.tagName) name = readText(bytes, field);
        if (field.id === EBML_IDS.tagString) value = readText(bytes, field);
      }
      if (name.toUpperCase() === 'C2PA') return parseStandIn(value);
    }
  }
  return undefined;
}

function parseStandIn(json: string): VideoProvenanceStandIn | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  const found: VideoProvenanceStandIn = {};
  for (const field of ['appOrDeviceUsed', 'issuedBy', 'issuedTime'] as const) {
    const value = (parsed as Record<string, unknown>)[field];
    if (typeof value === 'string') found[field] = value;
  }
  return Object.keys(found).length > 0 ? found : undefined;
}
