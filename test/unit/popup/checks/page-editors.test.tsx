// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { EditorsLeftOutNote, editorName } from '../../../../src/popup/checks/page-editors.tsx';

const essay = { frameId: 4, name: 'Essay', number: 1, chars: 1_900 };
const reflection = { frameId: 5, name: 'Reflection', number: 2, chars: 612 };

describe('EditorsLeftOutNote', () => {
  afterEach(cleanup);

  it('names the editor "Check whole page" reads, and counts the others it leaves out', () => {
    render(<EditorsLeftOutNote editors={[essay, reflection]} pageFrameId={4} />);
    const note = screen.getByTestId('editors-left-out');
    expect(note.textContent).toBe(
      '“Check whole page” reads the writing in “Essay” alone; it leaves out 1 other editor (612 characters): check it with its own button.',
    );
    expect(note.dataset).toMatchObject({ editors: '1', chars: '612' });
  });

  it('counts every editor when it reads the page’s own text, numbering unnamed ones', () => {
    const unnamed = [
      { frameId: 4, number: 1, chars: 1_900 },
      { frameId: 5, number: 2, chars: 612 },
    ];
    render(<EditorsLeftOutNote editors={unnamed} pageFrameId={undefined} />);
    expect(screen.getByTestId('editors-left-out').textContent).toBe(
      '“Check whole page” leaves out the writing in 2 editors (2,512 characters): check each with its own button.',
    );
  });

  it('names an editor it reads by its number when the page gives it no name', () => {
    const unnamed = [
      { frameId: 4, number: 1, chars: 1_900 },
      { frameId: 5, number: 2, chars: 612 },
    ];
    render(<EditorsLeftOutNote editors={unnamed} pageFrameId={4} />);
    expect(screen.getByTestId('editors-left-out').textContent).toMatch(
      /^“Check whole page” reads the writing in “Editor 1” alone;/,
    );
  });

  it('says nothing when it reads the page’s only editor, or there is none', () => {
    const { container } = render(<EditorsLeftOutNote editors={[essay]} pageFrameId={4} />);
    expect(container.textContent).toBe('');
    cleanup();
    const none = render(<EditorsLeftOutNote editors={undefined} pageFrameId={undefined} />);
    expect(none.container.textContent).toBe('');
  });
});

describe('editorName', () => {
  const t = (key: string, ...args: (string | number)[]): string => `${key}(${args.join()})`;

  it('is the page’s name, cut short when it is a whole sentence', () => {
    expect(editorName(essay, [essay, reflection], t)).toBe('Essay');
    const long = {
      ...essay,
      name: 'Explain, with evidence from at least two sources, why the coast retreats',
    };
    const shown = editorName(long, [long], t) ?? '';
    expect(shown.length).toBeLessThanOrEqual(60);
    expect(shown).toMatch(/^Explain, with evidence from .*…$/);
  });

  it('is a number among several unnamed, and nothing for a sole unnamed editor', () => {
    const first = { frameId: 4, number: 1, chars: 900 };
    const second = { frameId: 5, number: 2, chars: 300 };
    expect(editorName(second, [first, second], t)).toBe('checks_editorNumbered(2)');
    expect(editorName(first, [first], t)).toBeUndefined();
  });
});
