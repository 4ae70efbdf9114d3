// The long draft the real-editor pages (tiptap.html, lexical.html) hold, and how a page that has
// drawn its editor is left as a writer leaves it: the editor's box scrolled to its end (the first
// paragraphs scrolled away above the top of the box, and of the page) and the page scrolled down
// a little. Each paragraph starts with a word found nowhere else, so a test can tell which were
// read.
window.longDraft = {
  paragraphs: [
    'ASHGROVE was the first village on the old coach road to get a bakery, and for a long time it was the only one between the river and the hills, so that carters timed their journeys to pass it at dawn.',
    'BELLMOOR flour came up the valley in carts, ground at the mill by the weir, and the baker swore that bread made from it rose higher than any other, though nobody ever put his claim to a fair test.',
    'CINDERFORD ovens were built of a brick that held the heat through the night, so the first loaves went in while the fire was still being raked and came out as the church clock struck five.',
    'DUNMORE, the baker’s eldest daughter, kept the accounts in a ledger bound in green cloth, writing every sack of flour and every loaf given away to a neighbour in the same small careful hand.',
    'ELDERWICK children were sent to fetch the morning bread and came home with the crusts already gone, which their mothers pretended not to notice as long as the middle of the loaf was whole.',
    'FAIRHAVEN summers brought visitors from the towns along the coast, who asked for white rolls and cakes with icing, and the bakery learned to make both without giving up its dark country loaf.',
    'GLENROCK winters were the hard test: snow closed the road for a week at a time, and the bakery kept half the village fed on what flour was left in the loft and whatever the farms could spare.',
    'HOLLOWMERE was where the second bakery opened, a mile down the road, and for a year the two shops competed on price until they agreed to bake on different days and share the custom between them.',
    'IVYBRIDGE, the last of the family to run the shop, closed it when the supermarket came, but she still bakes on Saturdays in the old brick oven and leaves the loaves on the wall for whoever passes.',
    'JUNIPERDALE is what the new houses on the old mill field are called, and the people who live there walk up on Saturday mornings, because word has got round about the loaves on the wall.',
  ],
  /** The draft as HTML paragraphs. */
  html() {
    return this.paragraphs.map((p) => `<p>${p}</p>`).join('');
  },
  /** Scrolls `box` to its end (both ways), the page down a little, and says the page is ready. */
  settle(box) {
    box.scrollTop = box.scrollHeight;
    box.scrollLeft = box.scrollWidth;
    window.scrollTo(0, 60);
    document.body.dataset.editorReady = 'true';
  },
};
