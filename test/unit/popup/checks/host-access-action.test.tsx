// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appError } from '../../../../src/core/errors.ts';
import { aiTextCheck, imageCheck } from '../../../support/check-records.ts';

/** The browser's permission prompt and the worker: what was asked, and the answers. */
const world = vi.hoisted(() => ({
  asked: [] as string[],
  grant: true,
  sent: [] as [string, unknown][],
}));

vi.mock('../../../../src/platform/host-permission.ts', () => ({
  requestSiteAccess: (src: string) => {
    world.asked.push(src);
    return Promise.resolve(world.grant);
  },
}));
vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    world.sent.push([type, payload]);
    return Promise.resolve({ ok: true, value: { ids: ['check-2'], checks: [] } });
  },
}));

const { inLanguage, translatorIn } = await import('../../../support/i18n/in-language.tsx');
const { HostAccessAction } = await import('../../../../src/popup/checks/host-access-action.tsx');

/** A linked document's check, failed at the file host its link redirected to. */
const documentCheck = (site: string) =>
  aiTextCheck({
    status: 'failed',
    input: 'https://lms.example/mod/resource/view.php?id=7',
    error: appError('permission', 'This document is on files.example, …', {
      code: 'host-access',
      site,
    }),
  });

afterEach(() => {
  cleanup();
  world.asked.length = 0;
  world.sent.length = 0;
  world.grant = true;
});

describe('HostAccessAction', () => {
  it('asks for the site the error names (a document’s file host), then checks again', async () => {
    const onRerun = vi.fn();
    const check = documentCheck('https://files.example');
    render(<HostAccessAction check={check} onRerun={onRerun} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow reading files from files.example' }));
    await waitFor(() => expect(onRerun).toHaveBeenCalledWith({ ids: ['check-2'], checks: [] }));
    expect(world.asked).toEqual(['https://files.example']);
    expect(world.sent).toEqual([['checks/rerun', { ids: [check.id] }]]);
  });

  it('asks for an image’s own site when the error names none', async () => {
    const check = {
      ...imageCheck('https://pics.example/a.jpg'),
      status: 'failed' as const,
      error: appError('permission', 'pics.example does not let other sites read this image.', {
        code: 'host-access',
      }),
    };
    render(<HostAccessAction check={check} onRerun={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow reading images from pics.example' }));
    await waitFor(() => expect(world.asked).toEqual(['https://pics.example/a.jpg']));
  });

  it('checks again every check the group failed for that site', async () => {
    const check = documentCheck('https://files.example');
    render(<HostAccessAction check={check} ids={[check.id, 'check-9']} onRerun={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow reading files from files.example' }));
    await waitFor(() =>
      expect(world.sent).toEqual([['checks/rerun', { ids: [check.id, 'check-9'] }]]),
    );
  });

  it('says so when access was not granted, and checks nothing again', async () => {
    world.grant = false;
    render(<HostAccessAction check={documentCheck('https://files.example')} onRerun={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Allow reading files from files.example' }));
    expect(await screen.findByText('Access was not granted.')).toBeTruthy();
    expect(world.sent).toEqual([]);
  });

  it('offers no button for a plain http site off this computer, and says why', () => {
    render(
      <HostAccessAction check={documentCheck('http://files.example:8080')} onRerun={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByTestId('site-not-grantable').textContent).toBe(
      'files.example:8080 is a plain http site: Authenticity Lens cannot be allowed to read it.',
    );
  });

  it('offers the button for plain http on this computer', () => {
    render(<HostAccessAction check={documentCheck('http://localhost:8080')} onRerun={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: 'Allow reading files from localhost:8080' }),
    ).toBeTruthy();
  });

  it('speaks Japanese', async () => {
    render(
      inLanguage(
        await translatorIn('ja'),
        <HostAccessAction check={documentCheck('https://files.example')} onRerun={vi.fn()} />,
      ),
    );
    expect(
      screen.getByRole('button', { name: 'files.example のファイルの読み取りを許可' }),
    ).toBeTruthy();
  });
});
