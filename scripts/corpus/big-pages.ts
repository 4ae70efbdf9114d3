/**
 * The big pages of the corpus (scripts/corpus-pages.ts writes them): each a page as a site
 * serves it, its own content inside the site's navigation, notices, rails and footer.
 */
import { phrase, pick, seeded, sentences, type Random } from './prose.ts';

const STYLE = `
      body { font-family: Georgia, serif; margin: 0; color: #222; background: #fff; }
      .site-header, .site-footer { background: #123; color: #eee; padding: 8px 16px; }
      .site-header a, .site-footer a { color: #eee; }
      .nav ul { display: flex; flex-wrap: wrap; gap: 12px; list-style: none; margin: 0; padding: 0; }
      .mega-menu { display: none; }
      .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0, 0, 0, 0); }
      .layout { display: flex; gap: 24px; max-width: 1100px; margin: 0 auto; }
      .content { flex: 1; min-width: 0; }
      .rail { width: 260px; font-family: sans-serif; font-size: 14px; }
      .ad-slot { border: 1px dashed #aaa; margin: 16px 0; padding: 8px; font-family: sans-serif; }
      .comment { border-top: 1px solid #ddd; padding: 8px 0; }
      .post { border: 1px solid #ccc; margin: 12px 0; padding: 12px; }
      .signature { color: #666; font-size: 12px; border-top: 1px dotted #ccc; }
      blockquote { border-left: 3px solid #ccc; margin: 8px 0; padding-left: 8px; color: #555; }
      pre { background: #f4f4f4; padding: 8px; overflow: auto; }
      .infobox { float: right; width: 280px; border: 1px solid #aaa; font-size: 13px; }
      .hatnote { font-style: italic; padding-left: 24px; }
      .navbox { font-size: 12px; border: 1px solid #aaa; }
      .collapsed { height: 0; overflow: hidden; }
      table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 4px; }`;

function head(title: string, kind: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>${STYLE}
    </style>
    <script>window.siteConfig = { section: "${kind}", consent: false, experiments: ["rail-b", "sticky-nav"] };</script>
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"${title}"}</script>
  </head>`;
}

function siteHeader(random: Random, site: string): string {
  const sections = Array.from(
    { length: 14 },
    (_, i) => `<li><a href="/s/${i}">${phrase(random)}</a></li>`,
  );
  const menu = Array.from(
    { length: 60 },
    (_, i) => `<li><a href="/m/${i}">${phrase(random)}</a></li>`,
  ).join('');
  return `
    <a class="sr-only" href="#main">Skip to content</a>
    <div id="cookie-notice" style="display: none">We and our partners use cookies to measure the audience.</div>
    <header class="site-header">
      <div class="logo">${site}</div>
      <nav class="nav" aria-label="Sections"><ul>${sections.join('')}</ul></nav>
      <div class="mega-menu"><ul>${menu}</ul></div>
      <form role="search"><input type="search" placeholder="Search ${site}"><button>Search</button></form>
    </header>`;
}

function siteFooter(random: Random, site: string): string {
  const columns = Array.from({ length: 4 }, (_, c) => {
    const links = Array.from(
      { length: 10 },
      (_, i) => `<li><a href="/f/${c}/${i}">${phrase(random)}</a></li>`,
    ).join('');
    return `<div class="footer-column"><h4>${phrase(random)}</h4><ul>${links}</ul></div>`;
  }).join('');
  return `
    <footer class="site-footer">${columns}
      <p>© ${site}. All rights reserved. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p>
    </footer>
    <noscript><img src="/pixel.gif" alt=""></noscript>
    <script>window.analyticsQueue = []; window.analyticsQueue.push(["page", location.pathname]);</script>`;
}

function ad(i: number): string {
  return `<div class="ad-slot" data-slot="${i}"><span>Advertisement</span> <a href="/ad/${i}">Sponsored: offers near you</a></div>`;
}

/** A news story with nav, ads between paragraphs, a related rail and a long comment thread. */
export function bigNews(): string {
  const random = seeded(46_01);
  const paragraphs: string[] = [];
  for (let i = 0; i < 90; i++) {
    paragraphs.push(
      `<p>${sentences(random, 2)} <a href="/news/${i}">${phrase(random)}</a> ${sentences(random, 2)} <em>${phrase(random)}</em>.</p>`,
    );
    if (i % 6 === 5) paragraphs.push(ad(i));
    if (i % 15 === 14) paragraphs.push(`<h2>${phrase(random)}</h2>`);
  }
  const related = Array.from(
    { length: 30 },
    (_, i) =>
      `<li><a href="/related/${i}"><img src="/thumb/${i}.jpg" alt="" width="60" height="40"> ${phrase(random)}</a> <time>${i + 1} h ago</time></li>`,
  ).join('');
  const comments = Array.from(
    { length: 160 },
    (_, i) =>
      `<div class="comment"><div class="comment-meta"><a href="/u/${i}">reader${i}</a> · <time>${i % 23} min ago</time></div>` +
      `<p>${sentences(random, 1 + (i % 3))}</p><div class="comment-actions"><button>Reply</button> <button>Like</button> <span>${i % 17} likes</span></div></div>`,
  ).join('');
  return `${head('Harbour plan approved after long debate | The Coastal Chronicle', 'news')}
  <body>${siteHeader(random, 'The Coastal Chronicle')}
    <div class="layout">
      <main id="main" class="content">
        <article>
          <h1>Harbour plan approved after long debate</h1>
          <p class="byline">By <a href="/authors/1">A. Reporter</a> · <time datetime="2026-05-02">2 May 2026</time></p>
          ${paragraphs.join('\n          ')}
        </article>
        <section class="comments"><h2>Comments (160)</h2>${comments}</section>
      </main>
      <aside class="rail"><h3>Most read</h3><ol>${related}</ol>${ad(999)}</aside>
    </div>${siteFooter(random, 'The Coastal Chronicle')}
  </body>
</html>
`;
}

/** A documentation page: sidebar tree, headings, code blocks, tables and notes. */
export function bigDocs(): string {
  const random = seeded(46_02);
  const tree = Array.from({ length: 20 }, (_, g) => {
    const pages = Array.from(
      { length: 8 },
      (_, i) => `<li><a href="/docs/${g}/${i}">${phrase(random)}</a></li>`,
    ).join('');
    return `<li><details ${g === 3 ? 'open' : ''}><summary>${phrase(random)}</summary><ul>${pages}</ul></details></li>`;
  }).join('');
  const sections = Array.from({ length: 40 }, (_, s) => {
    const rows = Array.from(
      { length: 6 },
      (_, r) =>
        `<tr><td><code>option${s}_${r}</code></td><td>${r % 2 ? 'boolean' : 'string'}</td><td>${sentences(random, 1)}</td></tr>`,
    ).join('');
    return (
      `<section id="s${s}"><h2>${phrase(random)} <a class="anchor" href="#s${s}" aria-label="Link to this section">#</a></h2>` +
      `<p>${sentences(random, 3)} Use <code>configure()</code> before <code>start()</code>.</p>` +
      `<pre><code>const harbour = configure({\n  gauge: "tide-${s}",\n  interval: ${s + 5},\n});\nharbour.start();</code></pre>` +
      `<div class="note"><strong>Note</strong> ${sentences(random, 1)}</div>` +
      `<table><thead><tr><th>Option</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${rows}</tbody></table>` +
      `<ul>${Array.from({ length: 4 }, () => `<li>${sentences(random, 1)}</li>`).join('')}</ul></section>`
    );
  }).join('\n        ');
  return `${head('Configuring the tide gauge — Harbour Toolkit documentation', 'docs')}
  <body>${siteHeader(random, 'Harbour Toolkit')}
    <div class="layout">
      <nav class="rail" aria-label="Documentation"><ul>${tree}</ul></nav>
      <main id="main" class="content">
        <div class="breadcrumbs"><a href="/docs">Docs</a> › <a href="/docs/guides">Guides</a> › <span>Tide gauge</span></div>
        <h1>Configuring the tide gauge</h1>
        ${sections}
        <div class="page-nav"><a href="/docs/prev">Previous: ${phrase(random)}</a> <a href="/docs/next">Next: ${phrase(random)}</a></div>
        <div class="feedback">Was this page helpful? <button>Yes</button> <button>No</button></div>
      </main>
    </div>${siteFooter(random, 'Harbour Toolkit')}
  </body>
</html>
`;
}

/** A forum thread: many posts, each with its author card, quotes and a signature. */
export function bigForum(): string {
  const random = seeded(46_03);
  const posts = Array.from({ length: 120 }, (_, i) => {
    const quote =
      i > 0 && i % 4 === 0
        ? `<blockquote><cite>member${i - 1} wrote:</cite> ${sentences(random, 1)}</blockquote>`
        : '';
    return (
      `<article class="post" id="post-${i}"><aside class="author"><a href="/members/${i % 37}">member${i % 37}</a>` +
      `<span class="rank">${pick(random, ['Deckhand', 'Bosun', 'Skipper', 'Harbourmaster'])}</span><span>Posts: ${100 + i * 7}</span></aside>` +
      `<div class="post-body"><div class="post-meta"><a href="#post-${i}">#${i + 1}</a> <time>${(i % 28) + 1} May 2026</time></div>${quote}` +
      `<p>${sentences(random, 2 + (i % 3))}</p>${i % 3 === 0 ? `<p>${sentences(random, 2)}</p>` : ''}` +
      `<div class="signature">${phrase(random)} — sailing since ${1980 + (i % 40)}</div></div>` +
      `<div class="post-actions"><button>Quote</button> <button>Report</button> <span>${i % 9} thanks</span></div></article>`
    );
  }).join('\n        ');
  const pages = Array.from({ length: 12 }, (_, i) => `<a href="?page=${i + 1}">${i + 1}</a>`).join(
    ' ',
  );
  return `${head('Best mooring for winter? — Harbour Forum', 'forum')}
  <body>${siteHeader(random, 'Harbour Forum')}
    <main id="main" class="content">
      <div class="breadcrumbs"><a href="/">Forum</a> › <a href="/boats">Boats</a> › <span>Moorings</span></div>
      <h1>Best mooring for winter?</h1>
      <div class="pagination">${pages}</div>
        ${posts}
      <div class="pagination">${pages}</div>
      <form class="reply"><textarea placeholder="Write a reply"></textarea><button>Post reply</button></form>
    </main>${siteFooter(random, 'Harbour Forum')}
  </body>
</html>
`;
}

/** A wiki-like article: infobox, hatnotes, contents, references and navigation boxes. */
export function bigWiki(): string {
  const random = seeded(46_04);
  const infobox = Array.from(
    { length: 14 },
    (_, i) =>
      `<tr><th>${phrase(random)}</th><td>${i * 13 + 7} ${pick(random, ['m', 'km', 'ha', 'people'])}</td></tr>`,
  ).join('');
  const sections = Array.from({ length: 24 }, (_, s) => {
    const paragraphs = Array.from(
      { length: 5 },
      (_, p) =>
        `<p>${sentences(random, 2)}<sup class="reference"><a href="#cite-${s}-${p}">[${s * 5 + p + 1}]</a></sup> ${sentences(random, 2)} <a href="/wiki/${phrase(random).replace(/ /g, '_')}">${phrase(random)}</a>.</p>`,
    ).join('');
    const hatnote =
      s % 5 === 0
        ? `<div class="hatnote">Main article: <a href="/wiki/x${s}">${phrase(random)}</a></div>`
        : '';
    return `<h2 id="h${s}">${phrase(random)}<span class="edit">[<a href="/edit/${s}">edit</a>]</span></h2>${hatnote}${paragraphs}`;
  }).join('\n        ');
  const toc = Array.from(
    { length: 24 },
    (_, s) => `<li><a href="#h${s}">${s + 1} ${phrase(random)}</a></li>`,
  ).join('');
  const references = Array.from(
    { length: 120 },
    (_, i) =>
      `<li id="cite-${Math.floor(i / 5)}-${i % 5}">${phrase(random)}. <i>Harbour Records</i>, ${1900 + i}. p. ${i + 3}.</li>`,
  ).join('');
  const navbox = Array.from(
    { length: 80 },
    (_, i) => `<a href="/wiki/n${i}">${phrase(random)}</a>`,
  ).join(' · ');
  return `${head('Porthallow harbour — Harbourpedia', 'wiki')}
  <body>${siteHeader(random, 'Harbourpedia')}
    <main id="main" class="content">
      <h1>Porthallow harbour</h1>
      <div class="hatnote">For the village, see <a href="/wiki/Porthallow">Porthallow</a>.</div>
      <table class="infobox"><caption>Porthallow harbour</caption>${infobox}</table>
      <p><b>Porthallow harbour</b> ${sentences(random, 4)}</p>
      <div id="toc"><h2>Contents</h2><ol>${toc}</ol></div>
        ${sections}
      <h2>References</h2><ol class="references">${references}</ol>
      <div class="navbox"><div class="collapsed">${navbox}</div><b>Harbours of the coast</b></div>
      <div class="catlinks">Categories: <a href="/c/1">Harbours</a> · <a href="/c/2">Ports of the coast</a></div>
    </main>${siteFooter(random, 'Harbourpedia')}
  </body>
</html>
`;
}
