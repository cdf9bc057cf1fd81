/**
 * The content-security-policy guide's worked example is the header the site is served with: its
 * directives equal the Content-Security-Policy in the build's hosting configuration
 * (.hosting/security-headers.conf, written by `npm run build:hosting`, which deploy/nginx.conf
 * includes), the inline script hashes folded into one placeholder; its other headers equal the
 * other headers of that file. Run against a build (PORTAL_BUILD_DIR) after build:hosting.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {BUILD_DIR, builtPage, withAttr} from './built-pages';

const HASH_RUN = /(?:'sha256-[A-Za-z0-9+/=]+'\s*)+/g;

/** `name -> value` of every `add_header name "value" always;` in the served configuration. */
function servedHeaders(): Map<string, string> {
  const file = path.join(BUILD_DIR, '.hosting', 'security-headers.conf');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build:hosting ${BUILD_DIR}\``);
  const text = fs.readFileSync(file, 'utf8');
  return new Map([...text.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map((m) => [m[1]!, m[2]!]));
}

const doc = parseDocument(builtPage('/guides/content-security-policy'));
const exampleText = (part: string) => DomUtils.textContent(withAttr(doc.children, 'data-csp-example', part));
const served = servedHeaders();

test("the guide's policy is the served Content-Security-Policy", () => {
  const example = exampleText('policy').split('\n');
  expect(example[0]).toBe('Content-Security-Policy:');
  const shown = example.slice(1).map((line) => line.trim().replace(/;$/, ''));
  const header = served.get('Content-Security-Policy');
  expect(header).toBeDefined();
  // The served header has one hash per inline script of this build; the guide one placeholder.
  expect(header!).toMatch(HASH_RUN);
  const expected = header!
    .split(';')
    .map((d) => d.trim().replace(HASH_RUN, "'sha256-…' ").replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  expect(shown).toEqual(expected);
});

test("the guide's other headers are the served ones", () => {
  const shown = exampleText('headers').split('\n').filter(Boolean);
  const expected = [...served].filter(([name]) => name !== 'Content-Security-Policy').map(([name, value]) => `${name}: ${value}`);
  expect(shown).toEqual(expected);
});
