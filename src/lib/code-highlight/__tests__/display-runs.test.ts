import type {Token} from 'prism-react-renderer';
import {displayRuns} from '../display-runs';

const t = (content: string, ...types: string[]): Token => ({content, types: types.length ? types : ['plain']});

describe('displayRuns', () => {
  test('plain text becomes bare text and neighbours of the same types join', () => {
    const line = [
      t('foo', 'function'),
      t('(', 'punctuation'),
      t(')', 'punctuation'),
      t(';', 'punctuation'),
      t(' '),
      t('x'),
      t(' // hi', 'comment'),
    ];
    expect(displayRuns(line)).toEqual([t('foo', 'function'), t('();', 'punctuation'), ' x', t(' // hi', 'comment')]);
  });

  test('tokens of different type lists stay apart, and the text reads the same', () => {
    const line = [t('<', 'tag', 'punctuation'), t('Box', 'tag', 'class-name'), t('>', 'tag', 'punctuation'), t('>', 'punctuation')];
    const runs = displayRuns(line);
    expect(runs).toHaveLength(4);
    expect(runs.map((r) => (typeof r === 'string' ? r : r.content)).join('')).toBe('<Box>>');
  });

  test("an empty line's placeholder keeps its span", () => {
    const empty: Token = {types: ['plain'], content: '\n', empty: true};
    expect(displayRuns([empty])).toEqual([empty]);
  });
});
