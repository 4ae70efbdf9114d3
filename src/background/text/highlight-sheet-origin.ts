/**
 * Which cascade origin the highlight stylesheet goes in as. Firefox paints `::highlight()` rules
 * of a user sheet, and user `!important` beats every page rule. Chromium 156 computes such a
 * rule but paints nothing for it (measured), while it orders an injected author sheet before the
 * page's own, so the sheet's first layer wins there (see `highlightCss`).
 */
export const HIGHLIGHT_SHEET_ORIGIN: 'USER' | 'AUTHOR' = import.meta.env.MODE.startsWith('firefox')
  ? 'USER'
  : 'AUTHOR';
