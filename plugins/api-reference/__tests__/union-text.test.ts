// marked ships ESM only; jest (CommonJS) loads its UMD build instead (analyze imports jsdoc, which imports marked).
jest.mock('marked', () => jest.requireActual(require('node:path').resolve('node_modules/marked/lib/marked.umd.js')));

import {joinUnionTexts} from '../generate/interfaces';
import {splitTopLevelUnion as splitUnionText} from '../format';

describe('union type texts', () => {
  test('split at the top level only', () => {
    expect(splitUnionText("'auto' | ((value: any, index: number) => boolean) | any[]")).toEqual([
      "'auto'",
      '((value: any, index: number) => boolean)',
      'any[]',
    ]);
    expect(splitUnionText("{a: 'x' | 'y'} | Array<1 | 2> | 'a | b'")).toEqual(["{a: 'x' | 'y'}", 'Array<1 | 2>', "'a | b'"]);
  });

  test('join keeps each member once, in first-seen order', () => {
    expect(joinUnionTexts("'top' | 'bottom'", "'bottom' | 'none'")).toBe("'top' | 'bottom' | 'none'");
    expect(joinUnionTexts('number', 'number')).toBe('number');
  });
});
