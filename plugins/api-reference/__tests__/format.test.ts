import {anchorId, filterMembers, foldType, linkTypeNames, splitTopLevelUnion, TYPE_FOLD_CHARS} from '../format';

describe('splitTopLevelUnion', () => {
  test('splits only at the top level', () => {
    expect(splitTopLevelUnion("'a' | Array<'b' | 'c'> | ((x: A | B) => void) | { k: 1 | 2 }")).toEqual([
      "'a'",
      "Array<'b' | 'c'>",
      '((x: A | B) => void)',
      '{ k: 1 | 2 }',
    ]);
  });
  test('ignores pipes inside string literals and arrow return types', () => {
    expect(splitTopLevelUnion("'a|b' | (() => C | D)")).toEqual(["'a|b'", '(() => C | D)']);
  });
});

describe('foldType', () => {
  test('short types are not folded', () => {
    expect(foldType('string')).toEqual({folded: false, short: 'string', full: 'string'});
  });
  test('long unions fold to the first member and list one member per line', () => {
    const members = Array.from({length: 8}, (_, i) => `'option-number-${i}'`);
    const folded = foldType(members.join(' | '));
    expect(folded.folded).toBe(true);
    expect(folded.short).toContain('(8 types)');
    expect(folded.full.split('\n')).toHaveLength(8);
  });
  test('long non-unions are cut at the limit', () => {
    const long = `Record<string, ${'X'.repeat(TYPE_FOLD_CHARS)}>`;
    const folded = foldType(long);
    expect(folded.short.length).toBe(TYPE_FOLD_CHARS + 1);
    expect(folded.full).toBe(long);
  });
});

describe('filterMembers', () => {
  const members = [{name: 'rows'}, {name: 'rowHeight'}, {name: 'columns'}, {name: 'pageSizeOptions'}];
  test('matches a case-insensitive substring of the name', () => {
    expect(filterMembers(members, 'ROW').map((m) => m.name)).toEqual(['rows', 'rowHeight']);
    expect(filterMembers(members, ' size ').map((m) => m.name)).toEqual(['pageSizeOptions']);
  });
  test('a blank query keeps everything, an unknown one nothing', () => {
    expect(filterMembers(members, '  ')).toHaveLength(4);
    expect(filterMembers(members, 'zzz')).toHaveLength(0);
  });
});

test('anchor ids are stable and safe', () => {
  expect(anchorId('prop', 'pageSizeOptions')).toBe('prop-pageSizeOptions');
  expect(anchorId('prop', 'aria-label')).toBe('prop-aria-label');
  expect(anchorId('classes', 'cell--editing')).toBe('classes-cell--editing');
  expect(anchorId('slot', 'a b"c')).toBe('slot-a-b-c');
});

test('linkTypeNames links names of other API pages, never the page itself or partial words', () => {
  const pages = new Map([
    ['GridColDef', '/x/api/data-grid/grid-col-def'],
    ['GridApi', '/x/api/data-grid/grid-api'],
  ]);
  expect(linkTypeNames('readonly GridColDef<R>[]', pages)).toEqual([
    {text: 'readonly '},
    {text: 'GridColDef', link: '/x/api/data-grid/grid-col-def'},
    {text: '<R>[]'},
  ]);
  expect(linkTypeNames('GridColDefExtra | GridApi', pages, 'GridApi')).toEqual([{text: 'GridColDefExtra | GridApi'}]);
});
