/** @jest-environment jsdom */
import * as React from 'react';
import {render, screen} from '@testing-library/react';
import {evaluateLiveCode, LiveCompileError, loadScope} from '../compile';

const fakeUi = {Badge: ({children}: {children: React.ReactNode}) => <strong data-testid="badge">{children}</strong>};

test('TypeScript with imports compiles and renders with the scope modules', async () => {
  const modules = await loadScope({'fake-ui': async () => fakeUi});
  const Demo = evaluateLiveCode(
    `import * as React from 'react';
     import {Badge} from 'fake-ui';
     type Props = {count?: number};
     export default function Demo({count = 3}: Props) {
       const [n] = React.useState<number>(count);
       return <Badge>{n} items</Badge>;
     }`,
    modules,
  );
  render(<Demo />);
  expect(screen.getByTestId('badge').textContent).toBe('3 items');
});

test('syntax errors are reported, not thrown as something else', () => {
  expect(() => evaluateLiveCode('export default function Demo() { return <div>; }', {})).toThrow(LiveCompileError);
});

test('an import outside the scope map names what is available', () => {
  expect(() => evaluateLiveCode(`import pad from 'left-pad'; export default () => pad('a', 3);`, {'fake-ui': fakeUi})).toThrow(
    /Cannot import 'left-pad'.*fake-ui/,
  );
});

test('code without a default export is rejected', () => {
  expect(() => evaluateLiveCode('export const a = 1;', {})).toThrow(/export default/);
});

test('an error thrown while the module runs is reported', () => {
  expect(() => evaluateLiveCode('throw new RangeError("bad"); export default () => null;', {})).toThrow(
    'RangeError: bad',
  );
});
