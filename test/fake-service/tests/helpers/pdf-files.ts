import { pdfReport } from '../../exports/pdf-report.ts';

/** A one-page PDF whose lines are the given text (at most 90 ASCII characters each). */
export function textPdf(lines: string[]): Buffer {
  return pdfReport(lines);
}

/**
 * The same PDF claiming standard encryption with made-up keys: no password opens it, so a
 * reader stops at the password check, as for a real protected file.
 */
export function encryptedPdf(lines: string[]): Buffer {
  const key = 'ab'.repeat(32);
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O <${key}> /U <${key}> /P -4 >> /ID [<${key}> <${key}>]`;
  const pdf = textPdf(lines).toString('latin1');
  return Buffer.from(pdf.replace('/Root 1 0 R', `/Root 1 0 R ${encrypt}`), 'latin1');
}
