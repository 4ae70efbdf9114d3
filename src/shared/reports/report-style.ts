import { MODERATION_LABELS } from '../text-checks/moderation-labels.ts';

/**
 * How a report looks, inline (it fetches nothing). Every mark has a colour and a pattern of its
 * own (a hatched tint and a solid rule, a dotted rule, a double underline, a wavy underline with
 * the label's name after it), so a black-and-white print still tells them apart; backgrounds are
 * printed as they are (`print-color-adjust`), and the key shows each mark as the text has it.
 */
const BASE = `
:root { color-scheme: light dark; --ink: #1b1b1f; --paper: #ffffff; --muted: #55565e; --rule: #c9cad1; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #ececf1; --paper: #17181c; --muted: #b4b5bd; --rule: #4a4b53; }
}
@media print { :root { --ink: #000; --paper: #fff; --muted: #333; --rule: #888; } }
* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 2rem auto; max-width: 52rem; padding: 0 1rem; font: 15px/1.55 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
h1 { font-size: 1.5rem; margin: 0 0 1rem; overflow-wrap: anywhere; }
h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--rule); padding-bottom: .2rem; }
h3 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; margin: 0; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; overflow-wrap: anywhere; }
table { border-collapse: collapse; width: 100%; margin: .4rem 0; font-size: .92rem; }
th, td { border: 1px solid var(--rule); padding: .25rem .45rem; text-align: start; vertical-align: top; }
td.num { font-variant-numeric: tabular-nums; white-space: nowrap; }
.muted { color: var(--muted); }
.checked-text { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid var(--rule); padding: .8rem 1rem; line-height: 1.9; }
.fingerprint { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
ul.legend { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem 1.4rem; }
.note p { margin: .4rem 0; }
footer { margin-top: 2.5rem; font-size: .85rem; }
.sec-ai { background-color: rgba(255, 120, 60, 0.35); background-image: repeating-linear-gradient(135deg, rgba(0, 0, 0, 0.22) 0 1px, transparent 1px 6px); border-bottom: 2px solid #a8400f; }
.sec-human { background-color: rgba(40, 160, 120, 0.18); border-bottom: 1px dotted #1f6f55; }
.phrase { font-weight: 600; text-decoration: underline double currentColor 1px; text-underline-offset: 2px; }
.flag { text-decoration: underline wavy var(--flag, #c92a2a) 2px; text-underline-offset: 4px; }
.phrase.flag { text-decoration-line: underline overline; }
.flag-end::after { content: " [" attr(data-flag-names) "]"; font-size: .8em; font-weight: 600; color: var(--muted); }
.pictures { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; margin: .6rem 0 1rem; }
.pictures figure { margin: 0; flex: 1 1 16rem; max-width: 100%; }
.pictures img { max-width: 100%; height: auto; border: 1px solid var(--rule); background: #fff; }
figcaption { font-size: .9rem; color: var(--muted); }
.address { font-family: ui-monospace, monospace; font-size: .88em; overflow-wrap: anywhere; }
.swatch, .key { display: inline-block; width: 1.1em; height: .9em; vertical-align: middle; border: 1px solid #000; }
.key-ai { background: repeating-linear-gradient(45deg, #5a1e08 0 2px, #e6501e 2px 6px); }
.key-scored { background: #fff; }
.key-excluded { background: radial-gradient(#555 0.8px, #eee 1px) 0 0 / 4px 4px; }
svg text { fill: var(--ink); }
@media print { body { margin: 0; max-width: none; } h2 { break-after: avoid; } tr, .legend li { break-inside: avoid; } }
`;

/** A label's colour for its wavy line, by a class named after its id (never a service string). */
const LABEL_RULES = MODERATION_LABELS.map(
  (label) => `.flag-${label.id} { --flag: ${label.color}; }`,
).join('\n');

/** A class set's report: its table's caption, and each file on a page of its own in print. */
const CLASS_SET_RULES = `
caption { text-align: start; font-weight: 600; padding: .3rem 0; }
.class-file .back { font-size: .9rem; }
@media print { .class-file { break-before: page; } .class-file .back { display: none; } }
`;

export const REPORT_CSS = `${BASE}${LABEL_RULES}\n${CLASS_SET_RULES}`;
