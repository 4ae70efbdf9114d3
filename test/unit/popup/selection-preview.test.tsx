// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appError } from '../../../src/core/errors.ts';
import type { Selection } from '../../../src/shared/messages/index.ts';
import { inLanguage, translatorIn } from '../../support/i18n/in-language.tsx';

/** What the browser answers when the popup asks for access to a site. */
const prompt = vi.hoisted(() => ({ granted: true, asked: [] as string[] }));
vi.mock('../../../src/platform/host-permission.ts', () => ({
  requestSiteAccess: (site: string) => {
    prompt.asked.push(site);
    return Promise.resolve(prompt.granted);
  },
}));

const { SelectionPreview } = await import('../../../src/popup/selection-preview.tsx');

const base: Selection = { text: '', source: 'none', url: 'https://lms.example/', title: '' };
const inFrame = appError(
  'permission',
  'Nothing is selected in the parts of this page Authenticity Lens may read. The page shows a ' +
    'frame from files.example, which it may not read yet: allow access to files.example, then ' +
    'try again.',
  { code: 'frame-access', site: 'https://files.example' },
);

afterEach(() => {
  cleanup();
  prompt.asked.length = 0;
});

describe('SelectionPreview', () => {
  it('names the frame it may not read, and asks for that site, then reads again', async () => {
    prompt.granted = true;
    const onAskAgain = vi.fn();
    render(
      <SelectionPreview
        selection={{ ...base, unreadable: inFrame }}
        onAskAgain={onAskAgain}
        onPaste={() => undefined}
      />,
    );
    expect(screen.getByTestId('selection-unreadable').textContent).toContain(
      'a frame from files.example',
    );
    expect(screen.queryByTestId('selection-empty')).toBeNull();
    // The frame's action comes in a chunk of its own, when first shown.
    fireEvent.click(await screen.findByRole('button', { name: 'Allow reading files.example' }));
    await vi.waitFor(() => expect(onAskAgain).toHaveBeenCalledOnce());
    expect(prompt.asked).toEqual(['https://files.example']);
  });

  it('says when access was not granted, and reads nothing again', async () => {
    prompt.granted = false;
    const onAskAgain = vi.fn();
    render(
      <SelectionPreview
        selection={{ ...base, unreadable: inFrame }}
        onAskAgain={onAskAgain}
        onPaste={() => undefined}
      />,
    );
    fireEvent.click(await screen.findByTestId('allow-frame-site'));
    await screen.findByText('Access was not granted.');
    expect(onAskAgain).not.toHaveBeenCalled();
  });

  it('offers pasting for a selection in a Google Doc', () => {
    const onPaste = vi.fn();
    const docs = appError('invalid-input', 'Google Docs keeps its text to itself…', {
      code: 'doc-selection',
    });
    render(
      <SelectionPreview
        selection={{ ...base, unreadable: docs, doc: true }}
        onAskAgain={() => undefined}
        onPaste={onPaste}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Paste a part to check' }));
    expect(onPaste).toHaveBeenCalledOnce();
  });

  it('explains Google Slides with no button, and counts a selection made in a frame', () => {
    const docs = appError('invalid-input', 'Google Slides draws its text itself…', {
      code: 'canvas-editor',
    });
    const { unmount } = render(
      <SelectionPreview
        selection={{ ...base, unreadable: docs }}
        onAskAgain={() => undefined}
        onPaste={() => undefined}
      />,
    );
    expect(screen.getByTestId('selection-unreadable').textContent).toContain('Google Slides');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();

    render(
      <SelectionPreview
        selection={{ ...base, text: 'Words selected in the frame.', source: 'page', frameId: 7 }}
        onAskAgain={() => undefined}
        onPaste={() => undefined}
      />,
    );
    expect(screen.getByText(/28 characters selected \(inside a frame\)/)).toBeTruthy();
  });

  it('says, before anything is sent, how much of the selection no reader can see is left out', async () => {
    render(
      <SelectionPreview
        selection={{
          ...base,
          text: 'Words a reader sees.',
          source: 'page',
          leftOut: [{ reason: 'unseen', chars: 42 }],
        }}
        onAskAgain={() => undefined}
        onPaste={() => undefined}
      />,
    );
    expect(screen.getByText('20 characters selected')).toBeTruthy();
    expect((await screen.findByTestId('left-out-note')).textContent).toMatch(
      /^Left out: 42 characters/,
    );
  });

  it('says the count in the reader’s language, one character or many, in a field or a frame', async () => {
    const de = await translatorIn('de');
    const { unmount } = render(
      inLanguage(
        de,
        <SelectionPreview
          selection={{ ...base, text: 'x'.repeat(1234), source: 'input', frameId: 2 }}
          onAskAgain={() => undefined}
          onPaste={() => undefined}
        />,
      ),
    );
    expect(
      screen.getByText('1.234 Zeichen in einem Textfeld ausgewählt (in einem Frame)'),
    ).toBeTruthy();
    unmount();

    render(
      <SelectionPreview
        selection={{ ...base, text: 'x', source: 'page' }}
        onAskAgain={() => undefined}
        onPaste={() => undefined}
      />,
    );
    expect(screen.getByText('1 character selected')).toBeTruthy();
  });

  it('asks for a selection, and offers a frame’s site, in French', async () => {
    const fr = await translatorIn('fr');
    const { unmount } = render(
      inLanguage(
        fr,
        <SelectionPreview
          selection={base}
          onAskAgain={() => undefined}
          onPaste={() => undefined}
        />,
      ),
    );
    expect(screen.getByTestId('selection-empty').textContent).toBe(
      'Sélectionnez du texte sur la page, ou faites un clic droit dessus, pour le vérifier.',
    );
    unmount();
    render(
      inLanguage(
        fr,
        <SelectionPreview
          selection={{ ...base, unreadable: inFrame }}
          onAskAgain={() => undefined}
          onPaste={() => undefined}
        />,
      ),
    );
    expect(
      await screen.findByRole('button', { name: 'Autoriser la lecture de files.example' }),
    ).toBeTruthy();
  });
});
