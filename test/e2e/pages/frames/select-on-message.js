// Test fixtures only: stands in for a person selecting text inside a frame the test cannot
// script directly (another site's). The top page posts {select, into}; each frame on the way
// passes it to the child frame named first in `into`, and the last one selects the element's
// text (or a text field's whole value), then tells the top page.
addEventListener('message', (event) => {
  const { select, into = [] } = event.data ?? {};
  if (typeof select !== 'string') return;
  if (into.length > 0) {
    document
      .getElementById(into[0])
      .contentWindow.postMessage({ select, into: into.slice(1) }, '*');
    return;
  }
  const element = document.getElementById(select);
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) {
    element.focus();
    element.setSelectionRange(0, element.value.length);
  } else {
    const range = document.createRange();
    range.selectNodeContents(element);
    getSelection().removeAllRanges();
    getSelection().addRange(range);
  }
  top.postMessage({ selected: select }, '*');
});
