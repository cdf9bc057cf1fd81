/** @jest-environment jsdom */
import {act, renderHook, waitFor} from '@testing-library/react';
import type {DemoData} from '../../../types';
import {useDemoBlockState} from '../useDemoBlockState';
import {setCodeVariant} from '../preferences';

const TS = `import * as React from 'react';

export default function Counter() {
  const [n, setN] = React.useState<number>(0);
  return <button onClick={() => setN((v: number) => v + 1)}>{n} clicks</button>;
}
`;

const demo = {
  name: 'Counter',
  heightPx: 100,
  variants: [
    {
      styling: 'system',
      fileName: 'Counter.tsx',
      ts: TS,
      js: TS.replace('<number>', '').replace(': number', ''),
      extraFiles: [],
      localModules: [],
      dependencies: {},
      load: async () => ({default: () => null}),
      scope: {},
    },
  ],
} as unknown as DemoData;

afterEach(() => act(() => setCodeVariant('TS')));

test('TS -> JS with edits: the edits are converted, the editor stays open, and the reader is told', async () => {
  const {result} = renderHook(() => useDemoBlockState(demo));
  act(() => result.current.toggleEditing());
  const edited = TS.replace('clicks', 'taps');
  act(() => result.current.setEditedCode(edited));
  act(() => setCodeVariant('JS'));
  await waitFor(() => expect(result.current.carriedEdits).toBe('converted'));
  expect(result.current.editing).toBe(true);
  expect(result.current.currentCode).toContain('{n} taps');
  expect(result.current.currentCode).toContain('React.useState(0)');
  expect(result.current.currentCode).not.toContain(': number');
  expect(result.current.files[0]!.name).toBe('Counter.js');

  // Back to TS: the JavaScript is kept as it is.
  const js = result.current.currentCode;
  act(() => setCodeVariant('TS'));
  await waitFor(() => expect(result.current.carriedEdits).toBe('kept-js'));
  expect(result.current.currentCode).toBe(js);

  act(() => result.current.resetCode());
  expect(result.current.carriedEdits).toBeNull();
  expect(result.current.currentCode).toBe(TS);
});

test('edits that do not compile are kept as written', async () => {
  const {result} = renderHook(() => useDemoBlockState(demo));
  const broken = TS.replace('</button>', '</butto');
  act(() => result.current.setEditedCode(broken));
  act(() => setCodeVariant('JS'));
  await waitFor(() => expect(result.current.carriedEdits).toBe('unconverted'));
  expect(result.current.currentCode).toBe(broken);
  // They are still TypeScript: back in TS there is nothing to say.
  act(() => setCodeVariant('TS'));
  await waitFor(() => expect(result.current.carriedEdits).toBeNull());
  expect(result.current.currentCode).toBe(broken);
});

test('without edits, switching language shows the other source', () => {
  const {result} = renderHook(() => useDemoBlockState(demo));
  act(() => setCodeVariant('JS'));
  expect(result.current.currentCode).toBe(demo.variants[0]!.js);
  expect(result.current.carriedEdits).toBeNull();
});
