import { appError, err, type Result } from '../../core/errors.ts';

/** The prepared file of an image check is gone (history cleared while it waited). */
export function missingImageInput(): Result<never> {
  return err(appError('not-found', 'The image of this check is no longer kept; check it again.'));
}
