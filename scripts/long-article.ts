/**
 * A generated 1 MB article for the benchmarks: 4,000 paragraphs of plain sentences with a link
 * and an aside each, and an advertisement slot after every tenth, inside news-site markup.
 */
const SENTENCE = 'The quick brown fox jumps over the lazy dog near the quiet river bank. ';

export function longArticle(): Uint8Array {
  const parts: string[] = [];
  for (let i = 0; i < 4000; i++) {
    parts.push(
      `\n          <p>\n            ${SENTENCE.repeat(2)}<a href="/p/${i}">link ${i}</a> ${SENTENCE.repeat(1)}<em>aside</em> ${SENTENCE}\n          </p>`,
    );
    if (i % 10 === 9)
      parts.push(`<div class="story-ad-slot"><span>Advertisement</span> Buy now ${i}</div>`);
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Long read</title></head>
    <body><header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
    <main><article><h1>A very long read</h1>${parts.join('')}</article></main>
    <footer>Site map · About · Contact</footer></body></html>`;
  return new TextEncoder().encode(html);
}
