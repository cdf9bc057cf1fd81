/**
 * UPGRADING.md lists every place the project reaches past the public API of Docusaurus, the search
 * plugin or MUI. Fails when the code has a place without a row (a new alias, eject, private import,
 * module replacement or loader), when a row names a place the code no longer has, or when an
 * installed version differs from the one a row was verified on (re-check the row, then update it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {aliasKeys, findSurface, parseUpgrading} from '../lib/upgrade-surface';

const SITE = path.resolve(__dirname, '../../..');
const entries = parseUpgrading(fs.readFileSync(path.join(SITE, 'UPGRADING.md'), 'utf8'));
const found = findSurface(SITE);
const key = (kind: string, token: string) => `${kind} ${token}`;

test('UPGRADING.md has a row for every alias, eject, private import, replaced module and loader in the code', () => {
  const listed = new Set(entries.flatMap((e) => e.tokens.map((t) => key(e.kind, t))));
  const missing = [...new Set(found.filter((p) => !listed.has(key(p.kind, p.token))).map((p) => `${key(p.kind, p.token)} (${p.file})`))];
  expect(missing).toEqual([]);
});

test('every row of UPGRADING.md names a place the code still has', () => {
  const inCode = new Set(found.map((p) => key(p.kind, p.token)));
  const stale = entries.flatMap((e) => e.tokens.map((t) => key(e.kind, t))).filter((k) => !inCode.has(k));
  expect(stale).toEqual([]);
});

test('every row was verified on the installed version of the packages it names', () => {
  expect(entries.length).toBeGreaterThan(20);
  const installed = (name: string) =>
    (JSON.parse(fs.readFileSync(path.join(SITE, 'node_modules', name, 'package.json'), 'utf8')) as {version: string}).version;
  const drift = entries.flatMap((e) =>
    e.verified
      .filter((v) => installed(v.name) !== v.version)
      .map((v) => `${e.tokens.join(' ')}: verified on ${v.name}@${v.version}, installed ${installed(v.name)}`),
  );
  expect(entries.filter((e) => e.verified.length === 0).map((e) => e.tokens.join(' '))).toEqual([]);
  expect(drift).toEqual([]);
});

test('the scan reads alias objects as webpack receives them: quoted and bare keys, comments, no spreads', () => {
  const source = `resolve: {alias: {
    nprogress$: a,
    // a comment
    '@docusaurus/Link': b, ...replaced,
    "@generated/routes$": c,
  }}`;
  expect(aliasKeys(source)).toEqual(['nprogress$', '@docusaurus/Link', '@generated/routes$']);
});
