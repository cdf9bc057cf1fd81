import path from 'node:path';
import {buildDemo} from '../generate/build-demo';
import {expandTokens} from '../../../src/lib/code-highlight/compact-tokens';
import {linesText} from '../../../src/lib/code-highlight/static-tokens';

const site = path.join(__dirname, 'fixtures/site');
const realNodeModules = path.resolve(__dirname, '../../../');
const {installedVersionFrom} = jest.requireActual('../generate/build-demo');

test('a demo is built with its variants, local modules, dependencies and live scope', async () => {
  const demo = await buildDemo(path.join(site, 'docs/guide/demos/Greeting.tsx'), 240, {
    siteDir: site,
    installedVersion: installedVersionFrom(realNodeModules),
  });
  expect(demo.name).toBe('Greeting');
  expect(demo.heightPx).toBe(240);
  expect(demo.variants.map((v) => v.styling)).toEqual(['system', 'css']);
  expect(demo.tools.vite).toMatch(/^\d+\./);

  const [system, css] = demo.variants;
  expect(system!.js).not.toContain('GreetingProps');
  expect(system!.localModules.map((m) => [m.specifier, m.exportPath])).toEqual([
    ['@site/src/demo-data/names', 'demo-data/names'],
    ['./shuffle', 'demo-data/shuffle'],
  ]);
  expect(system!.localModules[0]!.js).not.toContain('type Name');
  expect(Object.keys(system!.dependencies)).toEqual(
    expect.arrayContaining(['@mui/material', '@mui/x-date-pickers', 'dayjs', 'react', 'react-dom', '@emotion/react']),
  );
  // The live editor gets what the demo imports as values; type-only imports are left out.
  expect(Object.keys(system!.scope).sort()).toEqual(
    [
      '@mui/material/Button',
      '@mui/x-date-pickers/AdapterDayjs',
      '@mui/x-date-pickers/LocalizationProvider',
      '@site/src/demo-data/names',
      './demo-data/names',
      'react',
    ].sort(),
  );
  expect(system!.scope['@site/src/demo-data/names']).toBe(path.join(site, 'src/demo-data/names.ts'));
  // What a reader sees and copies names the data module as the file beside it, not the repository path.
  expect(system!.ts).toContain("from './demo-data/names'");
  expect(system!.js).toContain("from './demo-data/names'");
  expect(system!.ts + system!.js).not.toContain('@site/');
  expect(system!.scope['./demo-data/names']).toBe(system!.scope['@site/src/demo-data/names']);

  expect(css!.extraFiles).toEqual([{path: 'Greeting.module.css', code: '.hello {\n  color: teal;\n}\n', tokens: expect.any(Object)}]);
  expect(expandTokens(css!.extraFiles[0]!.tokens, '.hello {\n  color: teal;\n}')?.[1]?.find((t) => t.content === 'color')?.types).toEqual([
    'property',
  ]);
  expect(css!.scope['./Greeting.module.css']).toBe(path.join(site, 'docs/guide/demos/Greeting.module.css'));
});

test('each variant carries build-time tokens that spell its TS and generated JS', async () => {
  const demo = await buildDemo(path.join(site, 'docs/guide/demos/Greeting.tsx'), 240, {
    siteDir: site,
    installedVersion: installedVersionFrom(realNodeModules),
  });
  for (const variant of demo.variants) {
    for (const [code, tokens] of [
      [variant.ts, variant.tsTokens],
      [variant.js, variant.jsTokens],
    ] as const) {
      const lines = expandTokens(tokens, code.trimEnd());
      expect(lines && linesText(lines)).toBe(code.trimEnd());
      expect(lines!.flat().some((t) => t.types.includes('keyword') && t.content === 'import')).toBe(true);
    }
  }
});
