/**
 * The production bundle carries no test hooks: no global a page could set to switch ads, feedback
 * or crash behaviour. Browser tests drive the shipped site from outside (fake endpoints on
 * 127.0.0.1 configured like production ones, randomness and time from the test's page).
 */
import fs from 'node:fs';
import path from 'node:path';

const BUILD = path.resolve(process.env.PORTAL_BUILD_DIR ?? 'build');
/** Names of the test switches the site once read (and any like them). */
const HOOKS = ['__PORTAL_TEST_CONFIG__', 'PORTAL_TEST', 'adSimulateCrash', 'randomSequence', 'adPollIntervalMs', 'Simulated ad crash'];

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return /\.(m?js|html)$/.test(entry.name) ? [file] : [];
  });
}

test('no test hook reaches the built site', () => {
  expect(fs.existsSync(path.join(BUILD, 'index.html'))).toBe(true);
  const found: string[] = [];
  for (const file of scripts(BUILD)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const hook of HOOKS) if (text.includes(hook)) found.push(`${path.relative(BUILD, file)}: ${hook}`);
  }
  expect(found).toEqual([]);
});
