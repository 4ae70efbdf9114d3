/**
 * Finds words written into the pages' markup instead of taken from the catalogues: text between
 * tags, strings given to attributes people read or hear (`title`, `aria-label`, `placeholder`,
 * `alt`…), and strings shown from `{…}`. A string passed to the translator (`t('key')`) is a key,
 * not words. Run on folders to see what is left: `npx tsx scripts/i18n/hard-coded-words.ts src/popup`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Attributes whose value is read or heard by people. */
const READ_ATTRIBUTES = new Set([
  'title',
  'alt',
  'placeholder',
  'label',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
]);

/** Calls whose string arguments are message keys (`t('key')`, `plural('key', n)`). */
const TRANSLATING = new Set(['t', 'plural']);

/** Words that are the same in every language (symbols, product and format names). */
const SAME_IN_EVERY_LANGUAGE = new Set(['C2PA', 'PDF', 'JSON', 'OCR', 'URL', 'API', 'AI']);

export interface HardCodedWords {
  file: string;
  line: number;
  text: string;
}

const hasWords = (text: string): boolean => {
  const trimmed = text.trim();
  return /\p{L}/u.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed);
};

function isTranslatorArgument(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression))
    return false;
  const callee = call.expression;
  const name = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : '';
  return TRANSLATING.has(name);
}

/** Strings that end up in the markup from an expression: the whole, or a branch of `a ? b : c`. */
function shownStrings(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return [expression];
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression);
  if (ts.isConditionalExpression(expression))
    return [...shownStrings(expression.whenTrue), ...shownStrings(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const op = expression.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(expression.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken)
      return [...shownStrings(expression.left), ...shownStrings(expression.right)];
    if (op === ts.SyntaxKind.PlusToken)
      return [...shownStrings(expression.left), ...shownStrings(expression.right)];
  }
  return [];
}

function literalText(node: ts.Node, source: ts.SourceFile): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return node.getText(source);
}

export function findHardCodedWords(file: string, code: string): HardCodedWords[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedWords[] = [];
  const report = (node: ts.Node, text: string): void => {
    if (!hasWords(text) || isTranslatorArgument(node)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file, line: line + 1, text: text.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source);
      const value = node.initializer;
      if (READ_ATTRIBUTES.has(name) && value) {
        if (ts.isStringLiteral(value)) report(value, value.text);
        else if (ts.isJsxExpression(value) && value.expression)
          for (const s of shownStrings(value.expression)) report(s, literalText(s, source));
      }
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const s of shownStrings(node.expression)) report(s, literalText(s, source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every `.tsx` file under the paths (files or folders). */
export function tsxFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    statSync(path).isDirectory()
      ? tsxFiles(readdirSync(path).map((name) => join(path, name)))
      : path.endsWith('.tsx')
        ? [path]
        : [],
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = tsxFiles(process.argv.slice(2)).flatMap((file) =>
    findHardCodedWords(file, readFileSync(file, 'utf8')),
  );
  for (const { file, line, text } of found) console.log(`${file}:${line}  ${text}`);
  console.log(`${found.length} hard-coded strings.`);
  process.exitCode = found.length ? 1 : 0;
}
