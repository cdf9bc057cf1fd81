import fs from 'node:fs';
import path from 'node:path';
import type {Token} from 'prism-react-renderer';
import {compactTokens, expandTokens} from '../compact-tokens';
import {encodeLines} from '../static-tokens';
import {tokenize} from '../prism-tokenize';
// Tokens as prism-react-renderer's Highlight hands them over (no `empty: false` noise). An empty
// line's placeholder shows nothing, so the compact form does not keep its types (Prism gives it
// those of a construct open across the line, e.g. a multi-line generic).
const comparable = (lines: Token[][]) =>
  lines.map((line) => line.map(({types, content, empty}) => (empty ? {types: ['plain'], content, empty} : {types, content})));

const SAMPLE =
  "import {DataGrid} from '@mui/x-data-grid';\n\nexport default function Grid() {\n  // rows\n  return <DataGrid rows={[]} columns={[]} />;\n}";

function demoSources(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : demoSources(file);
    return /\/demos\/.*\.(tsx|css)$/.test(file) ? [file] : [];
  });
}

describe('compact tokens', () => {
  test('expand to exactly the lines prism-react-renderer computed', () => {
    const lines = tokenize(SAMPLE, 'tsx');
    expect(expandTokens(compactTokens(lines), SAMPLE)).toEqual(comparable(lines));
    expect(lines.flat().some((t) => t.types.includes('keyword'))).toBe(true);
  });

  test('round-trip every demo source of the site', () => {
    const files = demoSources(path.resolve(__dirname, '../../../../docs'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8').trimEnd();
      const lines = tokenize(code, file.endsWith('.css') ? 'css' : 'tsx');
      const compact = compactTokens(lines);
      expect({file, lines: expandTokens(compact, code)}).toEqual({file, lines: comparable(lines)});
    }
  });

  test('weigh a fraction of tokens that spell the code out again', () => {
    const code = fs.readFileSync(path.resolve(__dirname, '../../../../docs/react-data-grid/demos/SortingServerSide.tsx'), 'utf8').trimEnd();
    const lines = tokenize(code, 'tsx');
    expect(JSON.stringify(compactTokens(lines)).length).toBeLessThan(JSON.stringify(encodeLines(lines)).length / 4);
  });

  test('do not describe a different code: an edited source gets no build-time lines', () => {
    const compact = compactTokens(tokenize(SAMPLE, 'tsx'));
    expect(expandTokens(compact, SAMPLE.replace('Grid()', 'Grids()'))).toBeUndefined();
    expect(expandTokens(compact, `${SAMPLE}\n// more`)).toBeUndefined();
    expect(expandTokens(compact, SAMPLE.replace('\n\n', '\n \n'))).toBeUndefined();
  });

  test.each([
    ['nothing', undefined],
    ['a string', '0.6 1.1'],
    ['types that are not strings', {types: [1], lines: '0.5'}],
    ['an unknown type index', {types: [''], lines: 'z.5'}],
    ['a length past the line', {types: [''], lines: '0.zz'}],
    ['a length that is not base 36', {types: [''], lines: '0.-1'}],
    ['a token without a length', {types: [''], lines: '0'}],
    ['markup as a type', {types: ['<img src=x onerror=alert(1)>'], lines: '0.5'}],
  ])('ignore %s', (_what, value) => {
    const lines = expandTokens(value, 'hello');
    if (lines) {
      // Only a well-formed value may expand, and then the content still comes from the code.
      expect(
        lines
          .flat()
          .map((t) => t.content)
          .join(''),
      ).toBe('hello');
    } else {
      expect(lines).toBeUndefined();
    }
  });

  test('take every token text from the code, never from the tokens', () => {
    const lines = expandTokens({types: ['keyword'], lines: '0.3 0.2'}, 'let x');
    expect(lines).toEqual([
      [
        {types: ['keyword'], content: 'let'},
        {types: ['keyword'], content: ' x'},
      ],
    ]);
  });

  test('hold any number of distinct type lists', () => {
    const many: Token[][] = [Array.from({length: 70}, (_, i) => ({types: [`t${i}`], content: 'a'}))];
    expect(expandTokens(compactTokens(many), 'a'.repeat(70))?.[0]?.[69]?.types).toEqual(['t69']);
  });
});
