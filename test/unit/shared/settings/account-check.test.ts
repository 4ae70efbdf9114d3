import { describe, expect, it } from 'vitest';
import { accountCheckFrom, accountSubject } from '../../../../src/shared/settings/account-check.ts';
import { appError, err, ok } from '../../../../src/core/errors.ts';

const subject = accountSubject(' Reader@Example.com ', 'https://id.test');

describe('accountCheckFrom', () => {
  it('is verified by a sign-in the service accepted', () => {
    expect(accountCheckFrom(ok({}), subject, 5)).toEqual({ state: 'verified', at: 5, subject });
    expect(subject).toBe('reader@example.com https://id.test');
  });

  it('is rejected only when the service refused the e-mail and key', () => {
    const refused = err(appError('auth', 'The service refused the sign-in.', { status: 401 }));
    expect(accountCheckFrom(refused, subject, 5)).toMatchObject({ state: 'rejected' });
    const missing = err(
      appError('auth', 'No API credentials are set.', { code: 'no-credentials' }),
    );
    expect(accountCheckFrom(missing, subject, 5)).toMatchObject({ state: 'unverified' });
  });

  it('stays unknown when the service could not be asked', () => {
    const offline = err(appError('network', 'Cannot reach the service at id.test.'));
    expect(accountCheckFrom(offline, subject, 5)).toEqual({
      state: 'unverified',
      at: 5,
      subject,
      message: 'Cannot reach the service at id.test.',
    });
  });
});
