import fs from 'node:fs';
import path from 'node:path';
import {LiveSyntaxError, transpileLiveCode} from '../compile';
import {describeSyntaxError} from '../syntax-error';
import {typeScriptToJavaScript} from '../to-javascript';

const BARS_BASIC = fs.readFileSync(path.join(__dirname, '../../../../docs/react-charts/demos/BarsBasic.tsx'), 'utf8');

/** BarsBasic.tsx with its line 9 (`height={300}`) broken as a reader might: `height=300}`. */
const broken = BARS_BASIC.replace('height={300}', 'height=300}');

function syntaxErrorOf(code: string): LiveSyntaxError {
  try {
    transpileLiveCode(code);
  } catch (error) {
    if (error instanceof LiveSyntaxError) return error;
    throw error;
  }
  throw new Error('expected a syntax error');
}

test('a broken JSX attribute is reported on its own line of the reader file, not where sucrase gave up', async () => {
  expect(broken.split('\n')[8]).toContain('height=300}');
  const error = syntaxErrorOf(broken);
  // Sucrase alone points at the end of the element, five lines further down.
  expect(error.position?.line).toBe(14);
  const message = await describeSyntaxError(error, broken, 'BarsBasic.tsx');
  const [first, line, caret] = message.split('\n');
  expect(first).toMatch(/^BarsBasic\.tsx, line 9, column 14: /);
  expect(message).not.toContain('Demo.tsx');
  expect(line).toBe('      height=300}');
  expect(caret).toBe(`${' '.repeat(13)}^`);
});

test('an unclosed brace is placed where the parser meets the next token', async () => {
  const code = BARS_BASIC.replace('height={300}', 'height={300');
  const message = await describeSyntaxError(syntaxErrorOf(code), code, 'BarsBasic.js');
  expect(message).toMatch(/^BarsBasic\.js, line 10, column 7: Unexpected token, expected "\}"/);
});

test('TypeScript edits become JavaScript with the JSX, imports and comments kept and the types gone', () => {
  const ts = `import * as React from 'react';
import type {Dayjs} from 'dayjs';
import {Chip} from '@mui/material';

// A counter.
interface Props {
  start: number;
}

export default function Demo({start}: Props) {
  const [n, setN] = React.useState<number>(start);
  return <Chip label={\`\${n} clicks\`} onClick={() => setN((v: number) => v + 1)} />;
}
`;
  const js = typeScriptToJavaScript(ts);
  expect(js).toContain("import {Chip} from '@mui/material';");
  expect(js).toContain('// A counter.');
  expect(js).toContain('export default function Demo({start}) {');
  expect(js).toContain('React.useState(start)');
  expect(js).toContain('<Chip label={`${n} clicks`} onClick={() => setN((v) => v + 1)} />');
  expect(js).not.toMatch(/interface|Dayjs|: number/);
  expect(js).not.toMatch(/\n\n\n/);
});

test('code that does not parse is not converted', () => {
  expect(() => typeScriptToJavaScript(broken)).toThrow();
});
