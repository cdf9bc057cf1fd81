import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pageStructure, structureProblems} from '../structure';
import {recordedHash, sourceHash, withRecordedHash} from '../stamp';
import {pageStatus, translationStatus, sectionCounts} from '../report';

const SOURCE = `---
title: Sorting
description: Sort rows.
sidebar_position: 3
---

import {Note} from '@site/src/components/Note';

Rows sort when a header is clicked.

## Sort a column {/* #sort-a-column */}

\`\`\`tsx
<DataGrid sortModel={[{field: 'name', sort: 'asc'}]} />
\`\`\`

<Demo file="./demos/SortingBasic.tsx" height={400} />

### Custom comparator
`;

const TRANSLATION = `---
title: 排序
description: 对行排序。
sidebar_position: 3
---

import {Note} from '@site/src/components/Note';

点击列头即可排序。

## 对一列排序 {/* #sort-a-column */}

\`\`\`tsx
<DataGrid sortModel={[{field: 'name', sort: 'asc'}]} />
\`\`\`

<Demo file="./demos/SortingBasic.tsx" height={400} />

### 自定义比较函数 {/* #custom-comparator */}
`;

const problems = (translation: string) => structureProblems(pageStructure(SOURCE), pageStructure(translation));

test('a translation that keeps demos, heading ids, code and imports has no problem, whatever its prose', () => {
  expect(problems(TRANSLATION)).toEqual([]);
});

test.each([
  ['a translated code block', TRANSLATION.replace("field: 'name'", "field: '名称'"), /code block #1 differs/],
  ['a heading id Docusaurus would derive from Chinese text', TRANSLATION.replace(' {/* #custom-comparator */}', ''), /heading #2 differs/],
  ['a demo with another height', TRANSLATION.replace('height={400}', 'height={401}'), /demo #1 differs/],
  ['a dropped import', TRANSLATION.replace(/^import .*$/m, ''), /import #1 differs/],
  [
    'a changed untranslatable front matter key',
    TRANSLATION.replace('sidebar_position: 3', 'sidebar_position: 4'),
    /"sidebar_position" differs/,
  ],
])('%s is broken', (_name, translation, message) => {
  expect(problems(translation).join('\n')).toMatch(message);
});

test('MDX that does not parse is reported with the parser message', () => {
  expect(() => pageStructure(`${TRANSLATION}\n<Demo file="x" \n`)).toThrow();
});

test('stamping records the hash and leaves the rest of the file byte-identical', () => {
  const stamped = withRecordedHash(TRANSLATION, sourceHash(SOURCE));
  expect(recordedHash(stamped)).toBe(sourceHash(SOURCE));
  expect(stamped.replace(/^source_hash: .*\n/m, '')).toBe(TRANSLATION);
  const restamped = withRecordedHash(stamped, 'abc');
  expect(recordedHash(restamped)).toBe('abc');
  expect(restamped.match(/source_hash/g)).toHaveLength(1);
});

describe('in a site folder', () => {
  let site: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  };
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
    write('docs/react-data-grid/sorting.mdx', SOURCE);
    write('docs/react-data-grid/paging.mdx', SOURCE.replace('Sorting', 'Paging'));
    write('i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/sorting.mdx', withRecordedHash(TRANSLATION, sourceHash(SOURCE)));
  });
  afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

  test('a stamped translation is translated until its English page changes, then stale', () => {
    const status = () =>
      pageStatus(
        site,
        'docs/react-data-grid/sorting.mdx',
        'i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/sorting.mdx',
        'Data Grid',
      );
    expect(status().state).toBe('translated');
    write('docs/react-data-grid/sorting.mdx', SOURCE.replace('Rows sort', 'Rows are sorted'));
    expect(status()).toMatchObject({state: 'stale', problems: []});
  });

  test('the report counts per section and lists a translation of a page that no longer exists as broken', () => {
    write('i18n/zh/docusaurus-plugin-content-docs/current/react-data-grid/gone.mdx', TRANSLATION);
    const report = translationStatus(site, 'zh');
    expect(sectionCounts(report).find((s) => s.section === 'Data Grid')).toMatchObject({
      pages: 3,
      translated: 1,
      missing: 1,
      stale: 1,
      broken: 1,
    });
    expect(report.pages.find((p) => p.translation.endsWith('gone.mdx'))?.problems[0]).toMatch(/does not exist/);
  });
});
