import {Prism, normalizeTokens} from 'prism-react-renderer';
import {
  decodeLines,
  encodeLines,
  linesText,
  plainLines,
  staticLinesFor,
  tokenizeLines,
  type NormalizeTokens,
  type PrismLike,
} from '../static-tokens';
import {PLAIN_TEXT_LANGUAGES, PRISM_LANGUAGES} from '../prism-languages';

const prism = Prism as unknown as PrismLike;
const normalize = normalizeTokens as unknown as NormalizeTokens;
const SAMPLE =
  "import {DataGrid} from '@mui/x-data-grid';\n\nexport default function Grid() {\n  // rows\n  return <DataGrid rows={[]} columns={[]} />;\n}";

describe('build-time tokens', () => {
  test('survive encoding: decoding gives exactly what prism-react-renderer computed', () => {
    const lines = tokenizeLines(prism, normalize, SAMPLE, 'tsx');
    const decoded = decodeLines(JSON.stringify(encodeLines(lines)));
    expect(decoded).toEqual(
      lines.map((line) => line.map(({types, content, empty}) => (empty ? {types, content, empty} : {types, content}))),
    );
    expect(lines.flat().some((t) => t.types.includes('keyword'))).toBe(true);
  });

  test('spell out the code they were made from, empty lines included', () => {
    expect(linesText(tokenizeLines(prism, normalize, SAMPLE, 'tsx'))).toBe(SAMPLE);
    expect(linesText(decodeLines(JSON.stringify(encodeLines(tokenizeLines(prism, normalize, SAMPLE, 'tsx'))))!)).toBe(SAMPLE);
  });

  test('are used only when they match the code the block holds', () => {
    const encoded = JSON.stringify(encodeLines(tokenizeLines(prism, normalize, SAMPLE, 'tsx')));
    expect(staticLinesFor(encoded, SAMPLE)).toBeDefined();
    expect(staticLinesFor(encoded, SAMPLE.replace('rows', 'cols'))).toBeUndefined();
    expect(staticLinesFor(undefined, SAMPLE)).toBeUndefined();
  });

  test.each([
    ['not JSON', '{"lines": ['],
    ['not a list', '{"0": []}'],
    ['a line that is not a list', '["const"]'],
    ['a token of the wrong shape', '[[["keyword"]]]'],
    ['a token with markup as its type', '[[[1, "<img src=x onerror=alert(1)>"]]]'],
  ])('that are malformed (%s) are ignored, not rendered', (_label, encoded) => {
    expect(decodeLines(encoded)).toBeUndefined();
    expect(staticLinesFor(encoded, 'const')).toBeUndefined();
  });

  test.each([['one line'], ['two\nlines'], ['gap\n\nbetween'], ['windows\r\nline ends'], ['']])(
    'plain lines equal what Prism gives a language it has no grammar for (%j)',
    (code) => {
      expect(plainLines(code)).toEqual(normalizeTokens([code]));
    },
  );
});

describe('prism languages list', () => {
  test('is exactly the grammars prism-react-renderer bundles, without plain text', () => {
    const bundled = Object.keys(Prism.languages).filter((k) => typeof (Prism.languages as Record<string, unknown>)[k] === 'object');
    expect([...PRISM_LANGUAGES].sort()).toEqual(bundled.filter((k) => !(PLAIN_TEXT_LANGUAGES as readonly string[]).includes(k)).sort());
  });

  test.each(PLAIN_TEXT_LANGUAGES.map((l) => [l]))('%s tokenizes to plain lines, so the browser needs no Prism for it', (language) => {
    expect(tokenizeLines(prism, normalize, 'a <b>\n\nc', language)).toEqual(plainLines('a <b>\n\nc'));
  });
});
