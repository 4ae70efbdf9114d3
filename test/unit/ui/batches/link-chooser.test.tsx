// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkChooser } from '../../../../src/ui/batches/link-chooser.tsx';

afterEach(cleanup);

const links = [{ url: 'https://lms.example/files/anna.docx', label: 'Anna' }];

describe('LinkChooser', () => {
  it('says how many frames of other sites were not looked into for links', () => {
    render(
      <LinkChooser
        found={{ links, leftOut: 0, unreadFrames: 2 }}
        level={2}
        busy={false}
        onCreate={() => undefined}
      />,
    );
    expect(screen.getByTestId('links-frames-unread').textContent).toBe(
      '2 frames from other sites on the page were not looked into: this extension may not read them, so their links are not listed.',
    );
  });

  it('says nothing of frames when every frame was looked into', () => {
    render(
      <LinkChooser
        found={{ links, leftOut: 0 }}
        level={2}
        busy={false}
        onCreate={() => undefined}
      />,
    );
    expect(screen.queryByTestId('links-frames-unread')).toBeNull();
  });
});
