import {flagWords, formatLlmsFull, formatLlmsTxt, twinPath} from '../llms-txt';
import {assistantLinks} from '../theme/CopyPage/links';

const index = {
  title: 'MUI X Data Grid 8.15.0',
  summary: 'Data Grid documentation.',
  details: ['Full text: https://portal.test/x/react-data-grid/llms-full.txt'],
  sections: [
    {
      title: 'Main features',
      pages: [
        {permalink: '/x/react-data-grid/sorting', title: 'Sorting', description: 'Sort rows\nby columns.', flags: {}},
        {
          permalink: '/zh/x/react-data-grid/row-grouping',
          title: '行分组',
          description: '',
          flags: {plan: 'premium' as const, newFeature: true},
        },
      ],
    },
    {title: 'Empty', pages: []},
  ],
};

test('llms.txt: title, summary, sections of twin links with markers and one-line descriptions', () => {
  expect(formatLlmsTxt(index, 'https://portal.test')).toBe(
    [
      '# MUI X Data Grid 8.15.0',
      '',
      '> Data Grid documentation.',
      '',
      'Full text: https://portal.test/x/react-data-grid/llms-full.txt',
      '',
      '## Main features',
      '',
      '- [Sorting](https://portal.test/x/react-data-grid/sorting.md): Sort rows by columns.',
      '- [行分组](https://portal.test/zh/x/react-data-grid/row-grouping.md) [Premium] [New]',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt concatenates the twins in index order, each once', () => {
  const twins = new Map([
    ['/x/react-data-grid/sorting', '# Sorting\n\nbody'],
    ['/zh/x/react-data-grid/row-grouping', '# 行分组'],
  ]);
  const full = formatLlmsFull(index, twins, 'https://portal.test');
  expect(full.indexOf('# Sorting')).toBeLessThan(full.indexOf('# 行分组'));
  expect(full).toContain('Source: https://portal.test/x/react-data-grid/sorting.md');
});

test('flags read as the badges; twin paths; assistant links cite the twin', () => {
  expect(flagWords({plan: 'pro', planned: true})).toEqual(['Pro', 'Planned']);
  expect(twinPath('/x/7.x/react-charts/')).toBe('/x/7.x/react-charts.md');
  expect(twinPath('/')).toBe('/index.md');
  const [chatgpt] = assistantLinks('https://portal.test/x/a.md');
  expect(decodeURIComponent(chatgpt!.href)).toContain('Read https://portal.test/x/a.md');
});
