/** @jest-environment jsdom */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import clsx from 'clsx';
import type {Token} from 'prism-react-renderer';
import {blockLinesHtml, escapeHtml, sourceLinesHtml} from '../lines-html';
import {tokenMarkup} from '../token-markup';

const lines: Token[][] = [
  [{types: ['keyword'], content: 'const'}, {types: ['plain'], content: ' a = '}, {types: ['string'], content: '"<b>&x</b>"'}],
  [{types: ['plain'], content: '\n'}],
  [{types: ['plain'], content: '', empty: true}],
  [{types: ['comment'], content: "// it's"}],
];

test('code is text: markup characters in tokens are escaped, never parsed', () => {
  expect(escapeHtml(`<img src=x onerror="alert(1)">&'`)).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
  const host = document.createElement('code');
  host.innerHTML = sourceLinesHtml(lines);
  expect(host.querySelector('b')).toBeNull();
  expect(host.textContent).toBe(`const a = "<b>&x</b>"\n\n\n\n// it's\n`);
});

test('a demo source renders the same DOM as its React lines', () => {
  const react = renderToStaticMarkup(
    React.createElement(
      'code',
      null,
      lines.map((line, i) =>
        React.createElement('span', {key: i, className: 'token-line'}, ...line.map((t, k) => React.createElement('span', {key: k, ...tokenMarkup(t)})), '\n'),
      ),
    ),
  );
  const fromReact = document.createElement('div');
  fromReact.innerHTML = react;
  const fromString = document.createElement('div');
  fromString.innerHTML = `<code>${sourceLinesHtml(lines)}</code>`;
  expect(fromString.isEqualNode(fromReact)).toBe(true);
});

test("a Markdown block's lines match theme-classic's Line without numbers, highlighted lines keep their class", () => {
  const classNames = {0: ['theme-code-block-highlighted-line']};
  const react = renderToStaticMarkup(
    React.createElement(
      React.Fragment,
      null,
      lines.map((line, i) => {
        const fixed = line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
        return React.createElement(
          'div',
          {key: i, className: clsx('token-line', classNames[i as 0])},
          ...fixed.map((t, k) => React.createElement('span', {key: k, ...tokenMarkup(t)})),
          React.createElement('br'),
        );
      }),
    ),
  );
  const fromReact = document.createElement('div');
  fromReact.innerHTML = react;
  const fromString = document.createElement('div');
  fromString.innerHTML = blockLinesHtml(lines, classNames);
  expect(fromString.isEqualNode(fromReact)).toBe(true);
  expect(fromString.querySelectorAll('.theme-code-block-highlighted-line')).toHaveLength(1);
});
