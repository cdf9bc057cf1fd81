/**
 * One term, one translation: translated pages, page titles and UI strings never use a variant the
 * glossary (i18n/zh/glossary.json) lists under `avoid`, so "quickstart" is 快速入门 on every page.
 * Code is exempt (a code block or inline code is the English source's), and so are the glossary's
 * own notes.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Term {
  en: string;
  zh: string;
  avoid: string[];
}

const ROOT = process.cwd();
const ZH = path.join(ROOT, 'i18n/zh');
const {terms} = JSON.parse(fs.readFileSync(path.join(ZH, 'glossary.json'), 'utf8')) as {terms: Term[]};

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** The prose of a page: fenced code and inline code removed (they stay English by rule). */
function prose(mdx: string): string {
  return mdx.replace(/^(```+)[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
}

function violations(text: string): string[] {
  return terms.flatMap((term) =>
    term.avoid.filter((variant) => text.includes(variant)).map((variant) => `${variant} (use ${term.zh} for "${term.en}")`),
  );
}

test('the glossary is well formed: every term has a Chinese rendering that is not also a variant to avoid', () => {
  for (const term of terms) {
    expect(term.zh).toMatch(/[\u4e00-\u9fff]/);
    expect(term.avoid).not.toContain(term.zh);
    for (const variant of term.avoid) expect(term.zh.includes(variant)).toBe(false);
  }
});

const pages = files(ZH, /\.mdx?$/).map((file) => [path.relative(ROOT, file)]);
test.each(pages)('%s uses the glossary terms', (file) => {
  expect(violations(prose(fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
});

const stringFiles = files(ZH, /\.json$/)
  .filter((file) => !file.endsWith('glossary.json'))
  .map((file) => [path.relative(ROOT, file)]);
test.each(stringFiles)('%s uses the glossary terms', (file) => {
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
  // Docusaurus's {id: {message}} files, the title tables {path: title} and demo tables {English: Chinese}.
  const texts = Object.values(json).map((value) => (typeof value === 'string' ? value : ((value as {message?: string})?.message ?? '')));
  expect(violations(texts.join('\n'))).toEqual([]);
});
