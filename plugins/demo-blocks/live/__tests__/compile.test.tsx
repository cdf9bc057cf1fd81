/** @jest-environment jsdom */
import * as React from 'react';
import {render, screen} from '@testing-library/react';
import {
  evaluateLiveCode,
  LiveCompileError,
  liveModuleFactorySource,
  loadScope,
  runAsBlobScript,
  type LiveModuleFactory,
  type LiveModuleRunner,
} from '../compile';

/** What the browser does with the blob script, done here directly (jsdom loads no blob: scripts). */
const runHere: LiveModuleRunner = async (source) => new Function(`return (${source});`)() as LiveModuleFactory;

const fakeUi = {Badge: ({children}: {children: React.ReactNode}) => <strong data-testid="badge">{children}</strong>};

test('TypeScript with imports compiles and renders with the scope modules', async () => {
  const modules = await loadScope({'fake-ui': async () => fakeUi});
  const Demo = await evaluateLiveCode(
    `import * as React from 'react';
     import {Badge} from 'fake-ui';
     type Props = {count?: number};
     export default function Demo({count = 3}: Props) {
       const [n] = React.useState<number>(count);
       return <Badge>{n} items</Badge>;
     }`,
    modules,
    runHere,
  );
  render(<Demo />);
  expect(screen.getByTestId('badge').textContent).toBe('3 items');
});

test('syntax errors are reported, not thrown as something else', async () => {
  await expect(evaluateLiveCode('export default function Demo() { return <div>; }', {}, runHere)).rejects.toThrow(LiveCompileError);
});

test('an import outside the scope map names what is available', async () => {
  await expect(
    evaluateLiveCode(`import pad from 'left-pad'; export default () => pad('a', 3);`, {'fake-ui': fakeUi}, runHere),
  ).rejects.toThrow(/Cannot import 'left-pad'.*fake-ui/);
});

test('code without a default export is rejected', async () => {
  await expect(evaluateLiveCode('export const a = 1;', {}, runHere)).rejects.toThrow(/export default/);
});

test('an error thrown while the module runs is reported', async () => {
  await expect(evaluateLiveCode('throw new RangeError("bad"); export default () => null;', {}, runHere)).rejects.toThrow('RangeError: bad');
});

test('code ending in a line comment still closes its factory', async () => {
  const Demo = await evaluateLiveCode('export default () => <i data-testid="c">ok</i>; // the end', {}, runHere);
  render(<Demo />);
  expect(screen.getByTestId('c').textContent).toBe('ok');
});

/** jsdom's Blob has no text(). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('runAsBlobScript (no eval: a blob: script the CSP allows)', () => {
  let blobs: Blob[];
  afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));
  beforeEach(() => {
    blobs = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:http://localhost/${blobs.length}`;
    });
    URL.revokeObjectURL = jest.fn();
  });

  test('loads the factory from a blob: script element and cleans up after it', async () => {
    const pending = runAsBlobScript(liveModuleFactorySource('exports.default = 42;'));
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('blob:http://localhost/1');
    expect(blobs[0]!.type).toBe('text/javascript');
    // What the browser does when the script loads: run it, then fire `load`.
    new Function(await blobText(blobs[0]!))();
    script.dispatchEvent(new Event('load'));
    const factory = await pending;
    const module = {exports: {} as Record<string, unknown>};
    factory(React, () => undefined, module.exports, module);
    expect(module.exports.default).toBe(42);
    expect(document.head.querySelector('script')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });

  test('a blocked script is reported as a compile error that names the policy', async () => {
    const pending = runAsBlobScript(liveModuleFactorySource(''));
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(pending).rejects.toThrow(/Content-Security-Policy/);
  });
});
