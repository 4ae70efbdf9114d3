/**
 * Writes the class-set journey's PDF with the program students' essays come from: LibreOffice
 * (`soffice --headless --convert-to pdf`) turns test/e2e/pages/class-set/garden-essay.txt (a
 * pupil's essay, committed) into garden-essay.pdf beside it. Needs LibreOffice Writer
 * (`apt-get install libreoffice-writer`); CI has none, so the PDF is committed. Run after
 * changing the essay: `npx tsx scripts/make-class-set-fixtures.ts`.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'test',
  'e2e',
  'pages',
  'class-set',
);
const work = mkdtempSync(join(tmpdir(), 'class-set-'));
try {
  copyFileSync(join(DIR, 'garden-essay.txt'), join(work, 'garden-essay.txt'));
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${work}/profile`,
      '--headless',
      '--convert-to',
      'pdf',
      '--outdir',
      work,
      join(work, 'garden-essay.txt'),
    ],
    { stdio: 'inherit' },
  );
  copyFileSync(join(work, 'garden-essay.pdf'), join(DIR, 'garden-essay.pdf'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
