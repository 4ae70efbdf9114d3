import type { DocsDocument } from './docs-site.ts';

/**
 * The Docs the journeys open on the docs site (docs-site.ts). Ids are as long as the extension
 * expects of a real one (20 characters or more); every text is over 255 characters, so each is
 * long enough to check, and trimmed, as the extension sends an export.
 */
export const DOC_IDS = {
  essay: '1hM4kQ7teacherEssayX9pZ',
  noAccess: '1pQ8wZr2staffRotaNoAccess7',
  exportDisabled: '1xD3vLm9lockedHandbookExp4',
  viaDownloads: '1gT6nWq4readingNotesDlSrv8',
} as const;

/**
 * Copied word for word from the fake internet's "A short history of lighthouse keepers"
 * (test/fake-service/scans/fake-internet.ts), so a plagiarism scan finds that page.
 */
export const ESSAY_QUOTE =
  'Keepers then became caretakers of delicate machines: they wound the clockwork that turned ' +
  'the lens, polished brass until it shone, and wrote the weather into a logbook every four hours.';

/** The paragraph in generated text's stock phrasing, marked #ai: the local service calls it AI. */
export const ESSAY_AI_PARAGRAPH =
  "#ai In today's rapidly evolving world, lighthouses serve as a powerful reminder of the " +
  'enduring importance of human dedication. Furthermore, the keepers who tended these remarkable ' +
  'structures played a pivotal role in safeguarding maritime communities, fostering a profound ' +
  'sense of responsibility and resilience. Their legacy continues to inspire countless ' +
  'individuals, highlighting the timeless value of vigilance, perseverance and service to others.';

/** The one word of the moderation lexicon in the essay (violent-v1), in its sentence. */
export const ESSAY_FLAGGED_WORD = 'kill';

const ESSAY = [
  'Keepers of the light',
  'Last autumn our class visited the lighthouse at Gull Rock, a white tower on a shelf of black ' +
    'stone at the end of a long causeway. I expected an empty building, but the volunteer who ' +
    'showed us round had grown up in the cottages at its foot, and she talked about the station ' +
    'as if the keepers had only just left. Her stories made me want to find out what the job had ' +
    'really been like.',
  'Most of what I read agreed on one turning point, the new lenses of the nineteenth century. ' +
    `One history puts it simply: "${ESSAY_QUOTE}" At Gull Rock the logbooks are still on a shelf ` +
    'in the watch room, and the handwriting changes every few pages as one keeper handed over to ' +
    'the next.',
  'The work itself was hard and repetitive. A keeper climbed the stairs before sunset to light ' +
    'the lamp, then returned every few hours through the night to wind the weights and check the ' +
    'flame. In bad weather nobody slept much. My grandfather, who fished off that coast for forty ' +
    'years, used to say that the reef under Gull Rock would kill a careless crew faster than any ' +
    'storm, and the keepers knew it better than anyone.',
  ESSAY_AI_PARAGRAPH,
  'Life at the station was not only about the lamp. The volunteer showed us a patch of earth ' +
    'behind the wall where her mother grew potatoes and onions, and a cupboard where tins of ' +
    'biscuits were kept for the winter. Children did their lessons at the kitchen table and sent ' +
    'their work to a teacher on the mainland by boat. When the light was automated in 1987 the ' +
    'family moved inland, and she told us it took her years to sleep through a night without ' +
    'listening for the foghorn.',
  'Visiting the tower changed how I think about the lights I see from the beach. Each flash is ' +
    'still a signal, but it no longer needs a person awake behind it. I am glad the machines took ' +
    'over the danger, and a little sad that nobody climbs those stairs at dusk any more.',
].join('\n');

const ROTA = [
  'Staff rota, autumn term',
  'Break duty on the lower field rotates weekly between the science and humanities departments. ' +
    'Whoever is on duty collects the radio from the main office at 10:40 and returns it at the ' +
    'end of lunch. Wet-weather duty moves indoors to the sports hall, where two members of staff ' +
    'are needed instead of one. Swaps are fine as long as they are written on the board in the ' +
    'staff room by Friday afternoon.',
].join('\n');

const HANDBOOK = [
  'Coursework handbook for candidates',
  'Every piece of coursework must be your own work. You may discuss ideas with other students ' +
    'and your teacher, but the words you hand in must be written by you, and any source you use ' +
    'must be listed at the end with its author, title and date. Your teacher will sign a form to ' +
    'say the work is yours; if they cannot, the work will not be sent to the exam board. Keep ' +
    'your drafts until results day in case a moderator asks to see them.',
].join('\n');

/** Notes whose export Docs answers from its download server (another site), after a redirect. */
const NOTES = [
  'Reading notes, first term',
  'The harbour master’s diary describes the winter of the great storm in plain, tired sentences. ' +
    'He counts the boats that came home and the ones that did not, and he writes down the price ' +
    'of coal each week as if it were the most important news of all.',
  'Questions for class: why does he never name the men who were lost? What does the price of ' +
    'coal tell us about the village that winter?',
].join('\n');

/** The documents by id, for startDocsSite. */
export const DOCS_DOCUMENTS: Record<string, DocsDocument> = {
  [DOC_IDS.essay]: { title: 'Week 6 essay – Lighthouses', text: ESSAY, access: 'ok' },
  [DOC_IDS.noAccess]: { title: 'Staff rota – autumn term', text: ROTA, access: 'no-access' },
  [DOC_IDS.exportDisabled]: {
    title: 'Coursework handbook (view only)',
    text: HANDBOOK,
    access: 'export-disabled',
  },
  [DOC_IDS.viaDownloads]: {
    title: 'Reading notes – term 1',
    text: NOTES,
    access: 'download-server',
  },
};
