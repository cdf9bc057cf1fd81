import {memoizedByArguments} from '../generate/memo';

test('a step runs once per distinct arguments, and its results outlive a fresh load of the module', () => {
  const calls: string[] = [];
  const step = `test-step-${Date.now()}`;
  const double = memoizedByArguments(step, (text: string, suffix: string) => {
    calls.push(text + suffix);
    return text + text + suffix;
  });
  expect(double('ab', '!')).toBe('abab!');
  expect(double('ab', '!')).toBe('abab!');
  expect(double('x', '?')).toBe('xx?');
  expect(calls).toEqual(['ab!', 'x?']);
  // Docusaurus loads the config (and so this module) afresh per locale: the results stay.
  jest.isolateModules(() => {
    const {memoizedByArguments: fresh} = require('../generate/memo') as typeof import('../generate/memo');
    const again = fresh(step, (text: string, suffix: string) => {
      calls.push(`again ${text}${suffix}`);
      return '';
    });
    expect(again('ab', '!')).toBe('abab!');
  });
  expect(calls).toHaveLength(2);
});
