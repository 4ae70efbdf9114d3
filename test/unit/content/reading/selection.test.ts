// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readSelection } from '../../../../src/content/reading/selection.ts';

describe('readSelection', () => {
  beforeEach(() => {
    document.title = 'Doc';
    document.body.innerHTML = `
      <p id="p">Plain paragraph text.</p>
      <textarea id="t">Typed into a field</textarea>
      <input id="pw" type="password" value="hunter22" />
      <div id="e" contenteditable="true">Editable words</div>`;
    getSelection()?.removeAllRanges();
  });

  const select = (id: string): void => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById(id)!);
    getSelection()?.addRange(range);
  };

  it('reads a page selection', () => {
    select('p');
    expect(readSelection()).toMatchObject({
      text: 'Plain paragraph text.',
      source: 'page',
      title: 'Doc',
    });
  });

  it('reads the selected part of a text field', () => {
    const field = document.getElementById('t') as HTMLTextAreaElement;
    field.focus();
    field.setSelectionRange(0, 5);
    expect(readSelection()).toMatchObject({ text: 'Typed', source: 'input' });
  });

  it('never reads a password field', () => {
    const field = document.getElementById('pw') as HTMLInputElement;
    field.focus();
    field.select();
    expect(readSelection()).toMatchObject({ text: '', source: 'none' });
  });

  it('marks a selection inside an editor', () => {
    select('e');
    expect(readSelection()).toMatchObject({ text: 'Editable words', source: 'contenteditable' });
  });

  it('reports nothing selected', () => {
    expect(readSelection()).toMatchObject({ text: '', source: 'none' });
  });
});

describe('readSelection in an editor frame in designMode', () => {
  it('calls a selection there one made in an editor', () => {
    document.body.innerHTML = '<p id="x">Words typed in the editor frame.</p>';
    document.designMode = 'on';
    try {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('x')!);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      expect(readSelection()).toMatchObject({ source: 'contenteditable' });
    } finally {
      document.designMode = 'off';
    }
  });
});
