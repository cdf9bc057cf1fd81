/**
 * The built site reads no switch of ours from a global: no test hook a page could set to change ads,
 * feedback or crash behaviour (browser tests drive the shipped site from outside: fake endpoints on
 * 127.0.0.1 configured like production ones, randomness and time from the test's page), and no
 * build-time name (`self.__PORTAL_OFFLINE` in /x/sw.js) left unreplaced, which would make the code
 * reading it throw. Any `__PORTAL_…` name in a built script is one or the other.
 */
import fs from 'node:fs';
import path from 'node:path';

const BUILD = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');
/** Any `__PORTAL_…` global, and the names of the test switches the site once read. */
const HOOKS = [/__PORTAL_\w+/, /PORTAL_TEST/, /adSimulateCrash/, /randomSequence/, /adPollIntervalMs/, /Simulated ad crash/];

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return /\.(m?js|html)$/.test(entry.name) ? [file] : [];
  });
}

test('no test hook and no unreplaced build-time name reaches the built site, the service worker included', () => {
  expect(fs.existsSync(path.join(BUILD, 'x/sw.js'))).toBe(true);
  expect(fs.existsSync(path.join(BUILD, 'index.html'))).toBe(true);
  const found: string[] = [];
  for (const file of scripts(BUILD)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const hook of HOOKS) {
      const match = hook.exec(text);
      if (match) found.push(`${path.relative(BUILD, file)}: ${match[0]}`);
    }
  }
  expect(found).toEqual([]);
});
