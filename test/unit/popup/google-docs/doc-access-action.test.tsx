// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appError } from '../../../../src/core/errors.ts';

/** The browser's permission prompt: what was asked, and the user's answer. */
const prompt = vi.hoisted(() => ({ asked: [] as string[][], grant: true }));

vi.mock('../../../../src/platform/host-permission.ts', () => ({
  requestOrigins: (origins: string[]) => {
    prompt.asked.push(origins);
    return Promise.resolve(prompt.grant);
  },
}));

const { inLanguage, translatorIn } = await import('../../../support/i18n/in-language.tsx');
const { DocAccessAction } = await import('../../../../src/popup/google-docs/doc-access-action.tsx');

const DOC = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWx/edit';
const needed = appError('permission', 'Google Docs answered from another of its addresses…', {
  code: 'doc-access',
  site: DOC,
});

afterEach(() => {
  cleanup();
  prompt.asked.length = 0;
  prompt.grant = true;
});

describe('DocAccessAction', () => {
  it('asks for Docs and its download servers in one prompt, then says to check again', async () => {
    render(<DocAccessAction error={needed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow reading Google Docs' }));
    expect(await screen.findByText('Allowed. Check the document again.')).toBeTruthy();
    expect(prompt.asked).toEqual([
      ['https://docs.google.com/*', 'https://*.googleusercontent.com/*'],
    ]);
  });

  it('says so when access was not granted, keeping the button', async () => {
    prompt.grant = false;
    render(<DocAccessAction error={needed} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow reading Google Docs' }));
    expect(await screen.findByText('Access was not granted.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow reading Google Docs' })).toBeTruthy();
  });

  it('shows nothing for other errors, or for a site that is not Docs', () => {
    const other = appError('permission', 'Allow reading news.example', { site: DOC });
    const elsewhere = { ...needed, site: 'https://evil.example/document/d/x/edit' };
    for (const error of [other, elsewhere]) {
      const { container, unmount } = render(<DocAccessAction error={error} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('asks and answers in Japanese', async () => {
    prompt.grant = false;
    render(inLanguage(await translatorIn('ja'), <DocAccessAction error={needed} />));
    fireEvent.click(screen.getByRole('button', { name: 'Google ドキュメントの読み取りを許可' }));
    expect(await screen.findByText('アクセスは許可されませんでした。')).toBeTruthy();
  });
});
