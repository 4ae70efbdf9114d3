/**
 * Plain made-up prose for the corpus pages: sentences put together from short word lists by a
 * seeded generator (mulberry32), so a page is the same every time it is written.
 */
const SUBJECTS = [
  'The harbour council',
  'A volunteer crew',
  'The ferry company',
  'Local fishermen',
  'The county surveyor',
  'A group of residents',
  'The museum trust',
  'Our weather desk',
  'The school governors',
  'A visiting engineer',
];
const VERBS = [
  'approved',
  'questioned',
  'repaired',
  'measured',
  'described',
  'delayed',
  'funded',
  'inspected',
  'mapped',
  'welcomed',
];
const OBJECTS = [
  'the plan for the eastern quay',
  'a new tide gauge near the slipway',
  'the winter timetable',
  'the old lifeboat station',
  'repairs to the sea wall',
  'a footpath along the cliffs',
  'the survey of the estuary',
  'a grant for the harbour lights',
  'the market on the green',
  'the flood defences by the mill',
];
const ENDINGS = [
  'on Tuesday evening.',
  'after a long debate.',
  'before the spring tides.',
  'despite the weather.',
  'for the third year running.',
  'with little fuss.',
  'at the request of the parish.',
  'as the light faded.',
  'within the agreed budget.',
  'to general surprise.',
];

export type Random = () => number;

/** A seeded generator of numbers in [0, 1). */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

export function sentence(random: Random): string {
  return `${pick(random, SUBJECTS)} ${pick(random, VERBS)} ${pick(random, OBJECTS)} ${pick(random, ENDINGS)}`;
}

export function sentences(random: Random, count: number): string {
  return Array.from({ length: count }, () => sentence(random)).join(' ');
}

/** A short title-like phrase. */
export function phrase(random: Random): string {
  const object = pick(random, OBJECTS).replace(/^(the|a|an) /, '');
  return object[0]!.toUpperCase() + object.slice(1);
}
