/**
 * The texts of the PDFs scripts/make-pdf-fixtures.ts makes (test/e2e/pages/pdf/), so tests can
 * say what reading each file must give back.
 */

/** The title and paragraphs of paper.pdf: two columns, English hyphenation (LaTeX, babel). */
export const PAPER_TITLE = 'Incremental Compilation of Interdependent Configuration Languages';

export const PAPER_PARAGRAPHS = [
  'Contemporary infrastructure management depends overwhelmingly on declarative configuration ' +
    'languages, whose interpreters must reconcile thousands of interdependent declarations ' +
    'before a single deployment proceeds. Practitioners routinely complain that recompilation ' +
    'after a minor modification takes considerably longer than the modification itself, and ' +
    'that the accompanying diagnostic messages are incomprehensible to newcomers. This paper ' +
    'describes an incremental compilation strategy that recomputes only the declarations whose ' +
    'transitive dependencies actually changed.',
  'Our well-known baseline, a straightforward whole-program interpreter, serialises every ' +
    'intermediate representation to persistent storage. Measurements across seventeen ' +
    'industrial repositories demonstrate that characteristically ninety percent of the ' +
    'elapsed time is spent re-establishing unchanged intermediate representations. ' +
    'Consequently, memoisation of those representations, keyed by a cryptographic fingerprint ' +
    'of their inputs, eliminates most redundant computation without compromising correctness.',
  'Nevertheless, fingerprinting introduces subtle complications. Environment variables, ' +
    'network lookups and timestamps are nondeterministic inputs that conventional dependency ' +
    'tracking overlooks entirely. We therefore instrument the interpreter so that every ' +
    'externally observable interaction is recorded, canonicalised and incorporated into the ' +
    'fingerprint. Administrators receive an explanatory e-mail whenever an unexpected ' +
    'interaction invalidates previously memoised results.',
  'Experimental evaluation confirms substantial improvements. Median recompilation latency ' +
    'decreased from fourteen minutes to approximately forty seconds, while peak memory ' +
    'consumption remained comparable. Interviews with participating organisations indicate ' +
    'that developers experimented more frequently once feedback became nearly instantaneous, ' +
    'which suggests that compilation latency shapes engineering culture considerably more than ' +
    'previously acknowledged.',
  'In general, several limitations deserve acknowledgement. Nondeterministic plugins written ' +
    'in general-purpose languages remain opaque to our instrumentation, and distributed caches ' +
    'require authentication infrastructure built for that purpose, which smaller ' +
    'organisations seldom maintain. ' +
    'Furthermore, our prototype presupposes that configuration repositories are internally ' +
    'consistent, an assumption that occasionally fails in practice. Future investigations ' +
    'will examine probabilistic invalidation, speculative precompilation and interoperability ' +
    'with heterogeneous orchestration platforms.',
  'In conclusion, incremental compilation transforms the everyday experience of maintaining ' +
    'large configuration repositories. By recording externally observable interactions and ' +
    'memoising intermediate representations, interpreters can respond within seconds rather ' +
    'than minutes, encouraging experimentation and shortening the interval between an idea ' +
    'and its verification.',
];

/** The text of japanese.pdf: a CID font named, not embedded, with no map to Unicode of its own. */
export const JAPANESE_PARAGRAPHS = [
  '海のそばの小さな町で、祖母は毎朝五時に起きて畑へ向かった。夏の朝は涼しく、カモメの声が港から' +
    '聞こえてくる。畑にはトマトやキュウリ、ナスが並び、祖母は一つ一つの葉を手で確かめながら水をやった。' +
    '私は小学生のころ、夏休みになるとこの町に一か月ほど滞在し、祖母の後ろについて歩くのが好きだった。',
  '昼になると、祖母は縁側でおにぎりを作り、冷たい麦茶を出してくれた。近所の漁師さんが魚を届けに' +
    '来ることもあり、その日の夕飯は焼き魚と味噌汁と漬物だった。テレビもあまり見ず、夜は波の音を' +
    '聞きながら早く眠った。都会の生活に慣れた私にとって、その静けさは最初は少し怖かったが、' +
    'やがて何よりの安らぎになった。',
  '今では祖母も年を取り、畑の半分は近所の若い夫婦に貸している。それでも電話をすると、祖母は' +
    '必ず畑の様子を話してくれる。今年はカボチャがよく育った、雨が少なくて心配だ、と。その声を' +
    '聞くたびに、私はあの夏の朝の涼しい空気と、土の匂いを思い出す。いつか自分の子どもにも、' +
    'あの町の朝を見せてやりたいと思っている。',
];

/** What is typed into form.pdf's fields (LaTeX's hyperref), and the note on it. */
export const FORM_LABELS = ['Applicant name', 'Project title', 'Summary of the proposal'];
export const FORM_VALUES = [
  'Margarethe Oyelaran-Whitfield',
  'Tidal marsh restoration along the northern estuary',
  'We propose to restore forty hectares of salt marsh by breaching an old sea wall',
];
export const FORM_NOTE = 'Reviewer note: budget figures checked against the annual report';

/** The page's own text above form.pdf's fields. */
export const FORM_INTRO =
  'The foundation funds small projects that restore coastal habitats with the help of local ' +
  'volunteers. Applications are read by two reviewers, who may add notes to the form. Please ' +
  'complete every field below in plain language, avoiding abbreviations, and return the form ' +
  'before the end of the month so that the committee can consider it at its next meeting.';

/** What unmapped-fonts.pdf shows (as shapes): its file holds only glyph numbers for it. */
export const UNMAPPED_TEXT =
  'This review set was typeset in fonts whose glyphs carry no names that say which letter each ' +
  'one is, so a reader sees words on the page while the file itself holds only numbers for ' +
  'them. Copying from any viewer gives the same numbers, and nothing can turn them back into ' +
  'the letters without recognising the shapes.';

/** The page an XFA form shows in a viewer without an XFA engine (Adobe's own words). */
export const XFA_FALLBACK_TEXT = [
  'Please wait...',
  'If this message is not eventually replaced by the proper contents of the document, your ' +
    'PDF viewer may not be able to display this type of document.',
  'You can upgrade to the latest version of Adobe Reader for Windows, Mac, or Linux by ' +
    'visiting http://www.adobe.com/go/reader_download.',
  'For more assistance with Adobe Reader visit http://www.adobe.com/go/acrreader.',
];
