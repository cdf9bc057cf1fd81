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

const SITE_DIR = path.resolve(__dirname, '../..');
const BUILD_DIR = path.resolve(process.env.PORTAL_BUILD_DIR ?? path.join(SITE_DIR, 'build'));
const HASH_RUN = /(?:'sha256-[A-Za-z0-9+/=]+'\s*)+/g;

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** The elements of `root` (a document or element) whose `attr` equals `value` (any value when omitted). */
function withAttr(root: Parameters<typeof DomUtils.findAll>[1] | Element, attr: string, value?: string): Element[] {
  const nodes = Array.isArray(root) ? root : [root];
  return DomUtils.findAll((el) => el.attribs[attr] !== undefined && (value === undefined || el.attribs[attr] === value), nodes);
}

function builtPage(route: string): string {
  for (const file of [path.join(BUILD_DIR, `${route}.html`), path.join(BUILD_DIR, route, 'index.html')]) {
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  throw new Error(`No built page ${route} in ${BUILD_DIR}`);
}

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
