/** When a check was made, as the settings' lists show it (date and minute, the reader's locale). */
export function formatCheckTime(ms: number): string {
  return new Date(ms).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
}
