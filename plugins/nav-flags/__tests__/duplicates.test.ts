import {assertUniquePathnames} from '../duplicates';

const entry = (pathname: string, source: string, external = false) => ({pathname, source, external});

test('distinct pathnames pass', () => {
  expect(() => assertUniquePathnames([entry('/x/a', 'A'), entry('/x/b', 'B'), entry('/', 'root')])).not.toThrow();
});

test('two entries with the same pathname throw "Duplicated pathname" naming the path and both sources', () => {
  expect(() =>
    assertUniquePathnames([
      entry('/x/a', 'sidebar "xSidebar": doc "a" (@site/docs/a.mdx)'),
      entry('/x/b', 'B'),
      entry('/x/a', 'sidebar "materialSidebar": link "A" -> /x/a'),
    ]),
  ).toThrow(
    new Error('Duplicated pathname: /x/a\n- sidebar "xSidebar": doc "a" (@site/docs/a.mdx)\n- sidebar "materialSidebar": link "A" -> /x/a'),
  );
});

test('external links are not ours: the same URL twice is allowed', () => {
  const url = 'https://mui.com/x/whats-new/';
  expect(() => assertUniquePathnames([entry(url, 'A', true), entry(url, 'B', true)])).not.toThrow();
});
