import { badRequest } from '../core/service-error.ts';

/** Scan and export ids: 3 to 36 characters (other criteria are not published). */
export function checkId(value: string | undefined, param = 'scanId'): string {
  const id = value ?? '';
  if (id.length < 3 || id.length > 36) {
    throw badRequest(`${param} must be 3 to 36 characters long.`, [
      { param, message: 'Must be 3 to 36 characters.' },
    ]);
  }
  return id;
}
