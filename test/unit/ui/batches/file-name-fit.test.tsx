// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { FileNameFit } from '../../../../src/ui/batches/file-name-fit.tsx';

afterEach(cleanup);

/** The name as laid out: `|` where it may wrap besides its spaces, `[…]` a piece that may break anywhere. */
function shown(name: string): string {
  const { container } = render(<FileNameFit name={name} />);
  const out: string[] = [];
  for (const node of container.querySelector('.file-name')?.childNodes ?? []) {
    if (node.nodeName === 'WBR') out.push('|');
    else if (node instanceof HTMLElement) out.push(`[${node.textContent ?? ''}]`);
    else out.push(node.textContent ?? '');
  }
  cleanup();
  return out.join('');
}

describe('FileNameFit', () => {
  it('keeps the whole name as its text', () => {
    const { container } = render(<FileNameFit name="Eve – expired.docx" />);
    expect(container.textContent).toBe('Eve – expired.docx');
  });

  it('lets a name wrap after its separators and between camel-case words, never in its extension', () => {
    expect(shown('Eve – expired.docx')).toBe('Eve – expired.docx');
    expect(shown('Submission_Anna_Smith_v2.docx')).toBe('Submission_|Anna_|Smith_|v2.docx');
    expect(shown('AnnaSmithEssay.pdf')).toBe('Anna|Smith|Essay.pdf');
    expect(shown('report-2026.03.final.odt')).toBe('report-|2026.|03.|final.odt');
    expect(shown('notes')).toBe('notes');
  });

  it('lets only a piece too long for any column break where it must', () => {
    expect(shown('a_averyveryverylongnamewithoutbreaks.pdf')).toBe(
      'a_|[averyveryverylongnamewithoutbreaks.pdf]',
    );
  });
});
