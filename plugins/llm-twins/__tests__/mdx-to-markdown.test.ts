import {hasOwnTitle, mdxToMarkdown} from '../mdx-to-markdown';

const ctx = {
  demoSource: (file: string) => ({name: file.replace(/^.*\/|\.tsx$/g, ''), ts: `export default function X() {\n  return null;\n}\n`}),
  resolveLink: (url: string) => (url.startsWith('/') ? `https://portal.test${url}` : url),
};

const page = `---
title: Sorting
---
import DocCardList from '@theme/DocCardList';

Intro with a [link](/x/api/data-grid/data-grid#prop-sortModel) and [outside](https://example.org).

## Start sorted {/* #start-sorted */}

<Demo file="./demos/SortingInitialModel.tsx" height={420} />

:::warning
Mind the **model**.
:::

<InstallTabs packages={['@mui/x-data-grid', '@mui/material']} />

<PropsPlayground component="Button" props={{children: 'Send'}} />

<details>
<summary>More</summary>

Hidden text.

</details>

<DocCardList />
`;

test('a demo tag becomes its TypeScript source in a fenced block titled with its file', () => {
  expect(mdxToMarkdown(page, ctx)).toContain(
    '```tsx title="SortingInitialModel.tsx"\nexport default function X() {\n  return null;\n}\n```',
  );
});

test('imports, heading ids and interactive tools leave no trace; links are absolute', () => {
  const md = mdxToMarkdown(page, ctx);
  expect(md).not.toMatch(/import|\{\/\*|PropsPlayground|DocCardList|title: Sorting/);
  expect(md).toContain('## Start sorted\n');
  expect(md).toContain('[link](https://portal.test/x/api/data-grid/data-grid#prop-sortModel)');
  expect(md).toContain('[outside](https://example.org)');
});

test('admonitions are quotes with their label; install tabs are one npm command; wrappers keep their text', () => {
  const md = mdxToMarkdown(page, ctx);
  expect(md).toContain('> **Warning:** Mind the **model**.');
  expect(md).toContain('```bash\nnpm install @mui/x-data-grid @mui/material\n```');
  expect(md).toContain('Hidden text.');
});

test('a page with its own h1 is recognised (the twin then adds no title)', () => {
  expect(hasOwnTitle('---\ntitle: A\n---\n# Own title\n\ntext')).toBe(true);
  expect(hasOwnTitle(page)).toBe(false);
});
