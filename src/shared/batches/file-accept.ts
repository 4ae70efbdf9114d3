/**
 * The file picker's filter: the formats a class set reads (documents/read-document.ts; the
 * bytes decide, not the name). Alone in its file: the popup's first screen imports it.
 */
export const FILE_ACCEPT =
  '.pdf,.txt,.text,.md,.docx,.odt,.rtf,.html,.htm,application/pdf,text/plain,text/html';
