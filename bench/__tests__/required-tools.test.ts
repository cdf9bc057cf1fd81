import type {spawnSync} from 'node:child_process';
import {requireTools, SERVING_TOOLS} from '../lib/required-tools';

/** A spawnSync stand-in: the listed commands answer with their version, the others are not found. */
function fakeRun(installed: Record<string, {stdout?: string; stderr?: string}>): typeof spawnSync {
  return ((command: string) =>
    installed[command]
      ? {status: 0, ...installed[command]}
      : {error: Object.assign(new Error(`spawnSync ${command} ENOENT`), {code: 'ENOENT'}), stdout: null, stderr: null}) as never;
}

test('without wrk the serving bench stops before starting, naming wrk and how to install it', () => {
  const run = fakeRun({nginx: {stderr: 'nginx version: nginx/1.26.3'}});
  expect(() => requireTools(SERVING_TOOLS, run)).toThrow(/needs wrk \(install: apt-get install wrk/);
});

test('with both tools it reads their version lines (wrk on stdout, nginx on stderr)', () => {
  const run = fakeRun({wrk: {stdout: 'wrk 4.1.0 [epoll]\nUsage: …'}, nginx: {stderr: 'nginx version: nginx/1.26.3'}});
  expect(requireTools(SERVING_TOOLS, run)).toEqual({wrk: 'wrk 4.1.0 [epoll]', nginx: 'nginx version: nginx/1.26.3'});
});
