import {
  appError,
  detailPlural,
  detailWords,
  type AppError,
  type DetailWords,
} from '../../core/errors.ts';
import type { TextSource } from '../text/text-source.ts';
import { canvasEditorAt } from './canvas-editors.ts';
import { FRAME_ACCESS_CODE } from './frame-refusal.ts';

import { CANVAS_EDITOR_CODE, DOC_SELECTION_CODE } from './unreadable-codes.ts';

export interface WhatWasSeen {
  /** The tab's address. */
  pageUrl?: string | undefined;
  /** Frames the extension could not read, and the sites of those it can name. */
  unreadable?: { count: number; sites: readonly string[] } | undefined;
  /** The tab shows a Google Doc (known by the worker, which knows the build's Docs hosts). */
  googleDoc?: boolean | undefined;
}

/**
 * Why a read found no text, naming what was seen: an app that draws its text on a canvas, frames
 * of other sites the selection may be in, or plainly nothing selected.
 */
export function nothingToRead(source: TextSource, seen: WhatWasSeen): AppError {
  if (seen.googleDoc && source === 'selection') {
    return appError(
      'invalid-input',
      'Google Docs keeps its text to itself: it draws the document on a canvas, so no extension ' +
        'can read what you select there. Check the whole document instead, or copy the part you ' +
        'want and paste it into “Paste text to check”.',
      { field: 'text', code: DOC_SELECTION_CODE, words: detailWords('error_docSelection') },
    );
  }
  const app = canvasEditorAt(seen.pageUrl);
  if (app) {
    return appError(
      'invalid-input',
      `${app} draws its text itself, so the page holds no text to read. Copy the text into ` +
        `another page and check it there, or download it as plain text (File › Download).`,
      { field: 'text', code: CANVAS_EDITOR_CODE, words: detailWords('error_canvasEditor', app) },
    );
  }
  const unreadable = seen.unreadable;
  if (unreadable && unreadable.count > 0) {
    const site = unreadable.sites[0];
    const host = site ? new URL(site).host : undefined;
    const frames = host
      ? `a frame from ${host}${unreadable.sites.length > 1 ? ` (and ${unreadable.sites.length - 1} more sites)` : ''}`
      : unreadable.count === 1
        ? 'a frame of another site'
        : `${unreadable.count} frames of other sites`;
    const where =
      source === 'selection'
        ? `Nothing is selected in the parts of this page Authenticity Lens may read. The page shows ${frames}, which it may not read yet`
        : `This page has no readable text of its own. It shows ${frames}, which Authenticity Lens may not read yet`;
    return appError(
      'permission',
      host ? `${where}: allow access to ${host}, then try again.` : `${where}.`,
      {
        code: FRAME_ACCESS_CODE,
        ...(site ? { site } : {}),
        words: framesWords(source, host, unreadable),
      },
    );
  }
  return appError(
    'invalid-input',
    source === 'selection'
      ? 'Nothing is selected. Select the text to check, then try again.'
      : 'This page has no readable text to check.',
    {
      field: 'text',
      words: detailWords(source === 'selection' ? 'error_nothingSelected' : 'error_noReadableText'),
    },
  );
}

/** The frames' sentence in catalogue words: one message per case, so each language words it whole. */
function framesWords(
  source: TextSource,
  host: string | undefined,
  unreadable: { count: number; sites: readonly string[] },
): DetailWords {
  const selection = source === 'selection';
  if (!host) {
    return detailPlural(
      selection ? 'error_framesSelectionUnnamed' : 'error_framesPageUnnamed',
      unreadable.count,
    );
  }
  const more = unreadable.sites.length - 1;
  if (more > 0) {
    return detailPlural(
      selection ? 'error_framesSelectionSites' : 'error_framesPageSites',
      more,
      host,
    );
  }
  return detailWords(selection ? 'error_framesSelectionSite' : 'error_framesPageSite', host);
}
