import {parseArgs, addVersion, defaultLabel, withoutApiGroups} from '../version-cut.mjs';

describe('version:cut arguments', () => {
  test("takes the name after npm's --, and an optional label", () => {
    expect(parseArgs(['--', '8.x'])).toEqual({name: '8.x', label: 'v8'});
    expect(parseArgs(['8.x', '--label', 'v8 (LTS)'])).toEqual({name: '8.x', label: 'v8 (LTS)'});
  });

  test('rejects a missing or unsafe name with the usage line', () => {
    expect(() => parseArgs([])).toThrow(/Usage: npm run version:cut/);
    expect(() => parseArgs(['../evil'])).toThrow(/Usage/);
  });

  test('derives a label from the version name', () => {
    expect(defaultLabel('9.x')).toBe('v9');
    expect(defaultLabel('8.15.0')).toBe('v8.15.0');
  });
});

describe('switcher list update', () => {
  const versions = [
    {name: 'current', label: '8.15.0', pathPrefix: ''},
    {name: '7.x', label: 'v7', pathPrefix: '7.x'},
  ];

  test('puts the new version right after current, newest first', () => {
    expect(addVersion(versions, '8.x', 'v8').map((v) => v.name)).toEqual(['current', '8.x', '7.x']);
  });

  test('refuses to cut a version twice', () => {
    expect(() => addVersion(versions, '7.x', 'v7')).toThrow('Version "7.x" already exists');
  });
});

test('a frozen sidebar keeps its docs but not the generated, unversioned API groups', () => {
  const sidebar = [
    {
      type: 'category',
      key: 'data-grid',
      label: 'Data Grid',
      items: [
        {type: 'doc', id: 'react-data-grid/sorting'},
        {type: 'category', key: 'api-data-grid', label: 'API reference', items: [{type: 'link', href: '/x/api/data-grid/data-grid'}]},
      ],
    },
    {type: 'category', key: 'api-material', label: 'API reference', items: []},
  ];
  expect(withoutApiGroups(sidebar)).toEqual([
    {type: 'category', key: 'data-grid', label: 'Data Grid', items: [{type: 'doc', id: 'react-data-grid/sorting'}]},
  ]);
});
