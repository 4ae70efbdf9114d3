/**
 * A report's file name: what was checked (its title's words, or the site's name) and the day,
 * so a folder of reports sorts and reads well: `report-green-tea-wikipedia-2026-11-29.html`.
 */
export function reportFileName(name: string, createdAt: number): string {
  const words = name
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  const slug = (words ?? ['check']).join('-').slice(0, 60).replace(/-+$/, '');
  const day = new Date(createdAt).toISOString().slice(0, 10);
  return `report-${slug || 'check'}-${day}.html`;
}
