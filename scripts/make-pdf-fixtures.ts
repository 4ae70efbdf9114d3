/**
 * Writes the PDFs the tests read, with the programs real PDFs come from (Debian's TeX Live,
 * Ghostscript), into test/e2e/pages/pdf. What each holds is in test/support/pdf/fixture-texts.ts.
 * - paper.pdf: a two-column paper (pdfLaTeX, babel's English hyphenation): words broken at line
 *   ends, real hyphens ("well-known", "e-mail") mid-line and at line ends.
 * - japanese.pdf: Japanese in a CID font named but not embedded (pLaTeX, dvipdfmx), with no
 *   Unicode map of its own: readable only with pdf.js' CMaps (Adobe-Japan1-UCS2).
 * - japanese-vertical.pdf: the same text written vertically, in columns from the right.
 * - form.pdf: an AcroForm (hyperref) whose fields hold typed values, and a note (a Text
 *   annotation): neither is in the page's own text.
 * - junk-header.pdf: paper.pdf after 600 bytes of a mail gateway's header, which viewers skip.
 * - unmapped-fonts.pdf: text in a Type 3 font (Ghostscript) whose glyphs carry no names a
 *   program knows, at codes 1–30: its "text" is control characters, as in real files whose
 *   fonts have no Unicode map.
 * - empty.pdf: one page with nothing on it (Ghostscript).
 * - xfa-form.pdf: an XFA form as Adobe's tools write them: the XFA packet in the AcroForm and,
 *   for viewers without an XFA engine, the "Please wait…" page (pdfLaTeX).
 * Needs: `apt-get install texlive-latex-base texlive-lang-japanese ghostscript`. Run after
 * changing them: `npx tsx scripts/make-pdf-fixtures.ts`. CI has none of these programs, so the
 * files are committed.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FORM_INTRO,
  FORM_LABELS,
  FORM_NOTE,
  FORM_VALUES,
  JAPANESE_PARAGRAPHS,
  PAPER_PARAGRAPHS,
  PAPER_TITLE,
  UNMAPPED_TEXT,
  XFA_FALLBACK_TEXT,
} from '../test/support/pdf/fixture-texts.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'e2e', 'pages', 'pdf');
/** Each file stays small enough to commit without thought. */
const MAX_BYTES = 200 * 1024;
/** Fixed dates in the files, so running the script twice writes the same bytes. */
const REPRODUCIBLE = { ...process.env, SOURCE_DATE_EPOCH: '1767225600', FORCE_SOURCE_DATE: '1' };

const work = mkdtempSync(join(tmpdir(), 'pdf-fixtures-'));

function run(program: string, args: string[]): void {
  execFileSync(program, args, {
    cwd: work,
    env: REPRODUCIBLE,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function latex(name: string, source: string): string {
  writeFileSync(join(work, `${name}.tex`), source);
  run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`]);
  return join(work, `${name}.pdf`);
}

function paper(): string {
  return latex(
    'paper',
    String.raw`\documentclass[twocolumn,10pt,a4paper]{article}
\usepackage[english]{babel}
\pdfinfo{/Title (${PAPER_TITLE})}
\pagestyle{empty}
\begin{document}
\section*{${PAPER_TITLE}}
${PAPER_PARAGRAPHS.join('\n\n')}
\end{document}
`,
  );
}

/** `jarticle` writes across the page, `tarticle` down it, in columns from the right. */
function japanese(name: string, documentClass: 'jarticle' | 'tarticle'): string {
  writeFileSync(
    join(work, `${name}.tex`),
    String.raw`\documentclass[a4paper]{${documentClass}}
\pagestyle{empty}
\begin{document}
${JAPANESE_PARAGRAPHS.join('\n\n')}
\end{document}
`,
  );
  // Ryumin-Light by name only ("!": not embedded), as many Japanese PDFs name their fonts.
  writeFileSync(
    join(work, 'japanese.map'),
    ['rml H', 'gbm H', 'rmlv V', 'gbmv V']
      .map((font) => `${font} !${font.startsWith('rml') ? 'Ryumin-Light' : 'GothicBBB-Medium'}`)
      .join('\n'),
  );
  run('platex', ['-interaction=nonstopmode', '-halt-on-error', `${name}.tex`]);
  run('dvipdfmx', ['-f', 'japanese.map', '-o', `${name}.pdf`, `${name}.dvi`]);
  return join(work, `${name}.pdf`);
}

function form(): string {
  const fields = FORM_LABELS.map(
    (label, i) =>
      String.raw`\noindent\TextField[name=field${i},width=11cm,value={${FORM_VALUES[i]}}]{${label}:}\\[8pt]`,
  );
  return latex(
    'form',
    String.raw`\documentclass[11pt,a4paper]{article}
\usepackage{hyperref}
\hypersetup{pdftitle={Grant application}}
% hyperref draws check boxes in Zapf Dingbats (not installed): none here, so any font will do.
\DeclareFontFamily{U}{pzd}{}
\DeclareFontShape{U}{pzd}{m}{n}{<-> cmr10}{}
\pagestyle{empty}
\begin{document}
\section*{Grant application}
${FORM_INTRO}

\begin{Form}
${fields.join('\n')}
\end{Form}
\pdfannot width 1cm height 1cm depth 0pt {/Subtype /Text /Contents (${FORM_NOTE})}
\end{document}
`,
  );
}

function junkHeader(paperPdf: string): string {
  const junk = `X-Gateway-Scan: clean\r\nX-Archived-By: records-archive\r\n${'X-Padding: -\r\n'.repeat(40)}\r\n`;
  const path = join(work, 'junk-header.pdf');
  writeFileSync(path, Buffer.concat([Buffer.from(junk.slice(0, 600)), readFileSync(paperPdf)]));
  return path;
}

/** Letters a–z at codes 1–26, then . , ' and anything else: the numbers a font without names gives. */
function glyphCode(char: string): number {
  if (char === ' ') return 32;
  const letter = 'abcdefghijklmnopqrstuvwxyz'.indexOf(char.toLowerCase());
  if (letter >= 0) return letter + 1;
  const mark = ".,'".indexOf(char);
  return mark >= 0 ? 27 + mark : 30;
}

function unmappedFonts(): string {
  const lines: string[] = [];
  for (const word of UNMAPPED_TEXT.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < 70)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const show = lines.map((line, i) => {
    const codes = [...line].map((char) => `\\${glyphCode(char).toString(8).padStart(3, '0')}`);
    return `72 ${740 - 16 * i} moveto (${codes.join('')}) show`;
  });
  const encoding = Array.from({ length: 30 }, (_, i) => `Encoding ${i + 1} /glyph${i + 1} put`);
  writeFileSync(
    join(work, 'unmapped.ps'),
    `%!PS
/GlyphFont 10 dict begin
  /FontType 3 def
  /FontMatrix [0.001 0 0 0.001 0 0] def
  /FontBBox [0 0 600 700] def
  /Encoding 256 array def
  0 1 255 { Encoding exch /.notdef put } for
  Encoding 32 /space put
  ${encoding.join('\n  ')}
  /BuildGlyph {
    exch pop
    dup /.notdef eq { pop 0 0 setcharwidth } {
      /space eq { 300 0 setcharwidth } {
        550 0 50 0 500 700 setcachedevice
        60 0 moveto 490 0 lineto 490 500 lineto 60 500 lineto closepath fill
      } ifelse
    } ifelse
  } def
  /BuildChar { 1 index /Encoding get exch get 1 index /BuildGlyph get exec } def
  currentdict
end definefont pop
/GlyphFont findfont 11 scalefont setfont
${show.join('\n')}
showpage
`,
  );
  return ghostscript('unmapped.ps', 'unmapped-fonts.pdf');
}

function empty(): string {
  writeFileSync(join(work, 'empty.ps'), '%!PS\nshowpage\n');
  return ghostscript('empty.ps', 'empty.pdf');
}

function ghostscript(source: string, name: string): string {
  run('gs', [
    '-q',
    '-dBATCH',
    '-dNOPAUSE',
    '-dSAFER',
    '-sDEVICE=pdfwrite',
    `-sOutputFile=${name}`,
    source,
  ]);
  return join(work, name);
}

function xfaForm(): string {
  const packet =
    '<?xml version="1.0" encoding="UTF-8"?><xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/">' +
    '<template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1">' +
    '<field name="applicant"/></subform></template></xdp:xdp>';
  return latex(
    'xfa-form',
    String.raw`\documentclass[11pt,a4paper]{article}
\pagestyle{empty}
\immediate\pdfobj stream {${packet}}
\pdfcatalog{/AcroForm << /Fields [] /XFA \the\pdflastobj\space 0 R >> /NeedsRendering true}
\begin{document}
\noindent ${XFA_FALLBACK_TEXT.map((line) => line.replaceAll('_', '\\_')).join('\n\n\\noindent ')}
\end{document}
`,
  );
}

function main(): void {
  try {
    const paperPdf = paper();
    const made: Record<string, string> = {
      'paper.pdf': paperPdf,
      'japanese.pdf': japanese('japanese', 'jarticle'),
      'japanese-vertical.pdf': japanese('japanese-vertical', 'tarticle'),
      'form.pdf': form(),
      'junk-header.pdf': junkHeader(paperPdf),
      'unmapped-fonts.pdf': unmappedFonts(),
      'empty.pdf': empty(),
      'xfa-form.pdf': xfaForm(),
    };
    for (const [name, path] of Object.entries(made)) {
      const size = statSync(path).size;
      if (size > MAX_BYTES) throw new Error(`${name} is ${size} bytes, over ${MAX_BYTES}.`);
      copyFileSync(path, join(OUT, name));
      console.log(`${name}: ${size} bytes`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
