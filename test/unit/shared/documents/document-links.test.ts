// @vitest-environment jsdom
/**
 * The page's document links, on markup shaped like a Moodle assignment's submissions table and a
 * Canvas file list: documents by extension or download style, their visible text as the label,
 * deduplicated by address, capped with the number left out.
 */
import { describe, expect, it } from 'vitest';
import {
  findDocumentLinks,
  looksLikeDocument,
} from '../../../../src/shared/documents/document-links.ts';

const page = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

const MOODLE = 'https://moodle.school.example/mod/assign/view.php?id=42&action=grading';

// A Moodle "View all submissions" table: each file twice (icon and name), a grade link, a profile.
const moodle = page(`
  <table class="generaltable">
    <tr><th>Name</th><th>File submissions</th><th>Grade</th></tr>
    <tr>
      <td><a href="/user/view.php?id=7">Anna Berg</a></td>
      <td>
        <div class="fileuploadsubmission">
          <a href="https://moodle.school.example/pluginfile.php/91/assignsubmission_file/submission_files/12/essay-anna.docx?forcedownload=1"><img alt="Word document" src="/theme/image.php/f/document"></a>
          <a target="_blank" href="https://moodle.school.example/pluginfile.php/91/assignsubmission_file/submission_files/12/essay-anna.docx?forcedownload=1">
            essay-anna.docx
          </a>
        </div>
      </td>
      <td><a href="/mod/assign/view.php?id=42&action=grader&userid=7">Grade</a></td>
    </tr>
    <tr>
      <td><a href="/user/view.php?id=8">Ben Ode</a></td>
      <td><a href="/pluginfile.php/91/assignsubmission_file/submission_files/13/Ben%20%E2%80%93%20final.pdf#page=2">Ben – final.pdf</a></td>
    </tr>
    <tr>
      <td><a href="/user/view.php?id=9">Carl Dunn</a></td>
      <td><a href="/pluginfile.php/91/assignsubmission_file/submission_files/14/carl">  Carl's
        submission </a></td>
    </tr>
  </table>
  <a href="mailto:teacher@school.example">Mail the teacher</a>
  <a href="javascript:void(0)">Expand all</a>
  <a href="/course/view.php?id=3">Back to the course</a>
`);

describe('findDocumentLinks', () => {
  it('finds the submissions of a Moodle-like table, once each, labelled as seen', () => {
    expect(findDocumentLinks(moodle, MOODLE)).toEqual({
      links: [
        {
          url: 'https://moodle.school.example/pluginfile.php/91/assignsubmission_file/submission_files/12/essay-anna.docx?forcedownload=1',
          // The icon's link comes first; the name's link beside it gives the label.
          label: 'essay-anna.docx',
        },
        {
          url: 'https://moodle.school.example/pluginfile.php/91/assignsubmission_file/submission_files/13/Ben%20%E2%80%93%20final.pdf',
          label: 'Ben – final.pdf',
        },
        {
          url: 'https://moodle.school.example/pluginfile.php/91/assignsubmission_file/submission_files/14/carl',
          label: "Carl's submission",
        },
      ],
      leftOut: 0,
    });
  });

  it('finds a Canvas-like file list by download links and names', () => {
    const canvas = page(`
      <ul class="submissions">
        <li><a class="display_name" href="/courses/5/assignments/9/submissions/31?download=171">dora_essay.odt</a>
            <a href="/files/171/download?download_frd=1" title="Download dora_essay.odt"><span class="screenreader-only"></span></a></li>
        <li><a href="/users/32/files/172/download">Eli — essay.rtf</a></li>
        <li><a href="/files/173" download="fay.txt">Fay</a></li>
        <li><a href="/courses/5/grades">Grades</a></li>
        <li><a href="/courses/5/pages/reading.html">Reading list (web page)</a></li>
      </ul>`);
    const found = findDocumentLinks(canvas, 'https://canvas.example/courses/5/assignments/9');
    expect(found.links).toEqual([
      // Named like a document, though its address says nothing of it.
      {
        url: 'https://canvas.example/courses/5/assignments/9/submissions/31?download=171',
        label: 'dora_essay.odt',
      },
      {
        url: 'https://canvas.example/files/171/download?download_frd=1',
        label: 'Download dora_essay.odt',
      },
      { url: 'https://canvas.example/users/32/files/172/download', label: 'Eli — essay.rtf' },
      { url: 'https://canvas.example/files/173', label: 'Fay' },
      // An HTML document is a document (a saved essay.html is read by its bytes).
      {
        url: 'https://canvas.example/courses/5/pages/reading.html',
        label: 'Reading list (web page)',
      },
    ]);
  });

  it('labels a lone icon link by its picture’s text', () => {
    const icon = page('<a href="/f/a.pdf"><img alt="PDF document" src="/i.png"></a>');
    expect(findDocumentLinks(icon, 'https://lms.example/').links).toEqual([
      { url: 'https://lms.example/f/a.pdf', label: 'PDF document' },
    ]);
  });

  it('keeps at most the cap, and says how many more there are', () => {
    const many = page(
      Array.from({ length: 7 }, (_, n) => `<a href="/f/${n}.pdf">${n}.pdf</a>`).join('') +
        '<a href="/f/0.pdf">0.pdf again</a>',
    );
    const found = findDocumentLinks(many, 'https://lms.example/list', 5);
    expect(found.links.map((l) => l.label)).toEqual(['0.pdf', '1.pdf', '2.pdf', '3.pdf', '4.pdf']);
    expect(found.leftOut).toBe(2);
  });

  it('finds none on a page with no document links', () => {
    const plain = page('<p>Hello <a href="/about">About</a> <a href="#top">Top</a></p>');
    expect(findDocumentLinks(plain, 'https://example.org/')).toEqual({ links: [], leftOut: 0 });
  });
});

describe('looksLikeDocument', () => {
  it('judges web addresses only, by path, download style or the name', () => {
    const at = (url: string, name?: string): boolean => looksLikeDocument(new URL(url), name);
    expect(at('https://a.example/x/essay.DOCX')).toBe(true);
    expect(at('https://a.example/mod/resource/view.php?id=3&forcedownload=1')).toBe(true);
    expect(at('https://a.example/view?id=3', 'Essay.pdf')).toBe(true);
    expect(at('https://a.example/view?id=3', 'Essay')).toBe(false);
    expect(at('ftp://a.example/essay.pdf')).toBe(false);
    expect(at('data:text/plain,essay.txt')).toBe(false);
  });
});
