/**
 * Demo text in Chinese: every demo message table translates an existing demo (plugins/demo-blocks/
 * messages), and for a sample of one demo per product the localized source a zh reader runs and
 * copies has no English left in what the demo shows: its JSX text and its label-like strings.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {PRODUCTS} from '@site/src/config/products';
import {demoTables} from '@site/plugins/translation-status/report';
import {localizeDemoSource} from '@site/plugins/demo-blocks/messages/localize';

const ROOT = process.cwd();
const tables = demoTables(ROOT, 'zh');

/** Props and keys whose string a reader sees. */
const SHOWN = /^(label|title|aria-label|placeholder|helperText|headerName|description|alt|name|text|emptyText|noRowsLabel)$/;
/** Two English words in a row: a phrase, not a unit, code or a brand (px, CSV, MUI X). */
const ENGLISH = /[A-Za-z]{2,}[\s,.:;'’-]+[A-Za-z]{2,}/;

/** What the demo shows of its own: JSX text and the label-like strings, with English phrases in them. */
function englishShown(source: string): string[] {
  const file = ts.createSourceFile('Demo.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && ENGLISH.test(node.text)) found.push(node.text.trim());
    if (ts.isStringLiteral(node) && ENGLISH.test(node.text)) {
      const parent = node.parent;
      const name = ts.isJsxAttribute(parent)
        ? parent.name.getText(file)
        : ts.isPropertyAssignment(parent) && parent.initializer === node
          ? parent.name.getText(file).replace(/['"]/g, '')
          : '';
      if (SHOWN.test(name)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

test('every table translates a demo that exists and is an object of strings', () => {
  expect(tables.length).toBeGreaterThan(0);
  expect(tables.filter((t) => !t.demo).map((t) => t.file)).toEqual([]);
});

const samples = PRODUCTS.map((product) => {
  const table = tables.find((t) => t.demo.startsWith(`docs/${product.slug}/`));
  return [product.label, table?.demo ?? '', table?.file ?? ''] as const;
});

test.each(samples)('%s: a sampled demo (%s) shows no English phrase in Chinese', (_label, demo, tableFile) => {
  expect(demo).not.toBe('');
  const table = JSON.parse(fs.readFileSync(path.join(ROOT, tableFile), 'utf8')) as Record<string, string>;
  const english = fs.readFileSync(path.join(ROOT, demo), 'utf8');
  const {code} = localizeDemoSource(english, demo, table);
  expect(englishShown(english).length).toBeGreaterThan(0); // the sample has text of its own to translate
  expect(englishShown(code)).toEqual([]);
});
