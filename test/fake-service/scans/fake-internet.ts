/**
 * The double's whole "internet": three short pages of its own prose. A scanned text that shares
 * a run of at least 8 words with one of them gets that page as a result, with exact ranges, so
 * tests can predict matches (see passage-matches.ts). The addresses are example.org pages that
 * are never fetched.
 */
export interface FakeWebPage {
  id: string;
  title: string;
  url: string;
  /** Written by a model: tagged as such when the scan asks for AI Source Match. */
  aiWritten: boolean;
  text: string;
}

const LIGHTHOUSE_KEEPERS = [
  'Long before electric lamps and automatic timers, every lighthouse on a dangerous coast',
  'depended on a keeper who climbed the tower at dusk. The earliest lights were open fires of',
  'wood or coal burning on hilltops, and they were smoky, dim and hungry for fuel. In the',
  "eighteenth century, oil lamps with polished reflectors replaced the fires, and a keeper's",
  'night was spent trimming wicks so the flame would not blacken the glass. The great change',
  'came in 1822, when Augustin Fresnel showed that rings of cut glass could bend scattered',
  'light into a single beam visible for twenty miles. Keepers then became caretakers of',
  'delicate machines: they wound the clockwork that turned the lens, polished brass until it',
  'shone, and wrote the weather into a logbook every four hours. Families often lived at the',
  'station, and children on remote rock towers learned their lessons by post. Storms could',
  'cut a crew off from the mainland for weeks, so stores of flour, salt fish and lamp oil',
  'were counted with care. Many keepers kept a small garden in a sheltered corner of the',
  'yard, and some rescued sailors from wrecks within sight of the lantern room. Automation',
  'arrived slowly in the twentieth century, as radio beacons and electric sensors made the',
  'long watches unnecessary. The last keepers left their towers in the late 1990s, and today',
  'most stations are museums, holiday cottages or empty shells that still flash their old',
  'signal across the water each night.',
];

const HOME_COMPOSTING = [
  'A compost heap turns kitchen scraps and garden waste into dark, crumbly soil that plants',
  'love, and it asks for very little in return. The secret is balance. Green materials such',
  'as vegetable peelings, coffee grounds and fresh grass clippings bring nitrogen, while brown',
  'materials such as dry leaves, straw and torn cardboard bring carbon. Aim for roughly two or',
  'three handfuls of brown for every handful of green, and the heap will stay sweet instead of',
  'turning slimy. Air matters just as much as the mix. The microbes that do the real work need',
  'oxygen, so turn the pile with a garden fork every week or two, or build it over a layer of',
  'twigs that lets air rise from below. Moisture should feel like a wrung-out sponge; add',
  'water in a dry summer and cover the heap during long spells of rain. Keep meat, dairy and',
  'cooked food out of an open heap, because they attract rats and foxes. A well managed pile',
  'warms up within days, sometimes reaching sixty degrees at its centre, and that heat kills',
  'many weed seeds. After three to six months the bottom of the heap will be ready to use.',
  'Spread it around roses, dig it into vegetable beds, or sieve it for seed trays, and start',
  'the cycle again with the next bucket of peelings.',
];

/** Deliberately in the stock phrasing of generated text: this is the AI-written page. */
const PRINTING_PRESS = [
  'The invention of the movable type printing press in the fifteenth century stands as one of',
  'the most transformative moments in human history. Before Johannes Gutenberg introduced his',
  'press in Mainz around 1440, books were copied by hand, a slow and costly process that kept',
  'knowledge in the hands of a privileged few. By combining durable metal type, oil-based ink',
  'and a screw press adapted from winemaking, Gutenberg made it possible to produce hundreds of',
  'identical pages in a single day. The impact was profound and far-reaching. Within fifty',
  'years, printing workshops had spread to more than two hundred cities across Europe, and',
  'millions of volumes were in circulation. Lower prices meant that merchants, craftsmen and',
  'students could own books for the first time. This rapid spread of information played a',
  'pivotal role in the Renaissance, the Reformation and the Scientific Revolution, as scholars',
  'could share discoveries and debate ideas across great distances. Moreover, the',
  'standardization of texts helped to fix spelling and grammar, laying the foundations for',
  'modern national languages. In essence, the printing press did not merely change how books',
  'were made; it reshaped how people thought, learned and communicated. Its legacy can still',
  'be seen today in every newspaper, textbook and digital document that carries ideas from',
  'one mind to another.',
];

export const FAKE_INTERNET: readonly FakeWebPage[] = [
  {
    id: 'lighthouse-keepers',
    title: 'A short history of lighthouse keepers',
    url: 'https://example.org/history/lighthouse-keepers',
    aiWritten: false,
    text: LIGHTHOUSE_KEEPERS.join(' '),
  },
  {
    id: 'home-composting',
    title: 'Composting at home, step by step',
    url: 'https://example.org/garden/home-composting',
    aiWritten: false,
    text: HOME_COMPOSTING.join(' '),
  },
  {
    id: 'printing-press',
    title: 'How the printing press changed the world',
    url: 'https://example.org/books/printing-press',
    aiWritten: true,
    text: PRINTING_PRESS.join(' '),
  },
];
