/**
 * The Chinese search queries marked `body: true` in tests/e2e/search-quality.queries.json stand for
 * the translated page bodies: each must be Chinese, name no title or sidebar label (else a title
 * would answer it, translated body or not), point at a page that has a Chinese translation whose
 * text holds its words, and no page carries more than three of them. The browser test checks that
 * search finds them; this keeps them meaning what they claim when titles or translations change.
 */
import fs from 'node:fs';
import path from 'node:path';
import table from '../../e2e/search-quality.queries.json';

const ROOT = process.cwd();
const ZH = path.join(ROOT, 'i18n/zh');
const TRANSLATED_DOCS = path.join(ZH, 'docusaurus-plugin-content-docs/current');
const IDEOGRAPHS = /\p{Unified_Ideograph}+/gu;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;
const MAX_PER_PAGE = 3;
/** Share of a query's Chinese characters its page's text must hold in words of two or more ("许可证密钥放在哪里" is typed as a question). */
const MIN_COVERAGE = 0.6;

interface QueryCase {
  q: string;
  expect: string | string[];
  from?: string;
  body?: boolean;
}

const bodyQueries = (table.zh as QueryCase[]).filter((c) => c.body);

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

function splitFrontMatter(source: string): {frontMatter: string; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return match ? {frontMatter: match[1], body: source.slice(match[0].length)} : {frontMatter: '', body: source};
}

/** Every Chinese title and sidebar label: the title files, the docs plugins' label files, translated pages' front matter. */
function titlesAndLabels(): string[] {
  const names: string[] = [];
  for (const file of filesUnder(path.join(ZH, 'titles'), (n) => n.endsWith('.json'))) {
    names.push(...Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>));
  }
  for (const file of filesUnder(ZH, (n) => n === 'current.json')) {
    names.push(...Object.values(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>).map((m) => m.message));
  }
  for (const file of filesUnder(TRANSLATED_DOCS, (n) => /\.mdx?$/.test(n))) {
    const {frontMatter} = splitFrontMatter(fs.readFileSync(file, 'utf8'));
    names.push(...[...frontMatter.matchAll(/^(?:title|sidebar_label):\s*(.+)$/gm)].map((m) => m[1].replace(/^['"]|['"]$/g, '')));
  }
  return names;
}

/** The translated source of a route (`/x/react-data-grid/sorting`), or undefined when the page is not translated. */
function translatedBody(route: string): string | undefined {
  const rel = route.replace(/^\/x\/?/, '');
  const candidates = rel ? [`${rel}.mdx`, `${rel}.md`, `${rel}/index.mdx`, `${rel}/index.md`] : ['index.mdx'];
  const file = candidates.map((c) => path.join(TRANSLATED_DOCS, c)).find((f) => fs.existsSync(f));
  return file ? splitFrontMatter(fs.readFileSync(file, 'utf8')).body : undefined;
}

/** Characters of `query` the text holds, cutting each run of Chinese into the longest words (two characters or more) found in it. */
function coverage(query: string, text: string): number {
  const runs = query.match(IDEOGRAPHS) ?? [];
  const total = runs.join('').length;
  let covered = 0;
  for (const run of runs) {
    let i = 0;
    while (i < run.length) {
      let len = run.length - i;
      while (len >= 2 && !text.includes(run.slice(i, i + len))) len--;
      if (len >= 2) {
        covered += len;
        i += len;
      } else {
        i++;
      }
    }
  }
  return total ? covered / total : 0;
}

test('there are at least 40 body-only Chinese queries', () => {
  expect(bodyQueries.length).toBeGreaterThanOrEqual(40);
});

test('each is Chinese and names no title or sidebar label', () => {
  const names = titlesAndLabels();
  const problems = bodyQueries.flatMap((c) => {
    const found: string[] = [];
    if (!IDEOGRAPH.test(c.q) || /[A-Za-z]/.test(c.q)) found.push(`${c.q}: not Chinese`);
    for (const word of c.q.split(/\s+/).filter((w) => IDEOGRAPH.test(w))) {
      const title = names.find((n) => n.includes(word));
      if (title) found.push(`${c.q}: "${word}" is in the title or label "${title}"`);
    }
    return found;
  });
  expect(problems).toEqual([]);
});

test('each points at translated pages whose Chinese text holds its words', () => {
  const problems = bodyQueries.flatMap((c) =>
    [c.expect].flat().flatMap((route) => {
      const body = translatedBody(route.split('#')[0]);
      if (body === undefined) return [`${c.q}: ${route} has no Chinese translation`];
      const share = coverage(c.q, body);
      return share < MIN_COVERAGE ? [`${c.q}: ${route} holds ${Math.round(share * 100)}% of its characters`] : [];
    }),
  );
  expect(problems).toEqual([]);
});

test(`no page carries more than ${MAX_PER_PAGE} of them`, () => {
  const perPage = new Map<string, number>();
  for (const c of bodyQueries) for (const route of [c.expect].flat()) perPage.set(route, (perPage.get(route) ?? 0) + 1);
  expect([...perPage].filter(([, n]) => n > MAX_PER_PAGE)).toEqual([]);
});
