import {checkRedirects, redirectRewrites, securityHeadersConf} from '../lib/nginx-snippets';
import {siteConfFor} from '../lib/nginx-runner';
import {REDIRECTS} from '../../src/config/redirects';
import {DEPLOY_ROOT} from '../../src/config/hosting';
import fs from 'node:fs';
import path from 'node:path';

test('headers become add_header lines sent with every status', () => {
  expect(securityHeadersConf({'X-A': "a 'b'"})).toContain(`add_header X-A "a 'b'" always;`);
  expect(() => securityHeadersConf({'X-A': 'a$b'})).toThrow(/cannot be written/);
});

test('rewrites: exact rules first, one step to the slashless target, under each locale too', () => {
  const lines = redirectRewrites(
    [
      {from: '/components/data-grid/*', to: '/x/react-data-grid/*'},
      {from: '/api/data-grid/x-grid', to: '/x/api/data-grid/data-grid-pro'},
      {from: '/material-ui/react-*', to: '/components/*'},
      {from: '/material-ui', to: '/'},
    ],
    ['/zh'],
  );
  expect(lines).toEqual([
    'rewrite ^(/zh)?/api/data-grid/x-grid/*$ $1/x/api/data-grid/data-grid-pro permanent;',
    'rewrite ^/material-ui/*$ / permanent;',
    'rewrite ^(/zh)/material-ui/*$ $1 permanent;',
    'rewrite ^(/zh)?/components/data-grid/(.+?)/*$ $1/x/react-data-grid/$2 permanent;',
    'rewrite ^(/zh)?/components/data-grid/*$ $1/x/react-data-grid permanent;',
    'rewrite ^(/zh)?/material-ui/react-(.+?)/*$ $1/components/$2 permanent;',
  ]);
});

test('a prefix sends its bare path on only when the bare target is a page', () => {
  const rules = [{from: '/material-ui/getting-started/*', to: '/getting-started/*'}];
  expect(redirectRewrites(rules, ['/zh'], (p) => p !== '/getting-started')).toEqual([
    'rewrite ^(/zh)?/material-ui/getting-started/(.+?)/*$ $1/getting-started/$2 permanent;',
  ]);
  expect(redirectRewrites(rules, ['/zh'], () => true)).toHaveLength(2);
});

test('a prefix needs a prefix target', () => {
  expect(() => redirectRewrites([{from: '/a/*', to: '/b'}], [])).toThrow(/prefix target/);
});

test('a rule that would hide a page fails; one whose target is not built is left out', () => {
  const pages = new Set(['/x/a', '/x/b']);
  const isPage = (p: string) => pages.has(p);
  expect(() => checkRedirects([{from: '/x/a', to: '/x/b'}], isPage)).toThrow(/hide pages.*\/x\/a/);
  const {rules, missingTargets} = checkRedirects(
    [
      {from: '/old', to: '/x/b'},
      {from: '/older', to: '/x/c'},
      {from: '/p/*', to: '/x/*'},
    ],
    isPage,
  );
  expect(rules.map((r) => r.from)).toEqual(['/old', '/p/*']);
  expect(missingTargets.map((r) => r.from)).toEqual(['/older']);
});

test('the redirect table is well formed', () => {
  for (const rule of REDIRECTS) {
    expect(rule.from).toMatch(/^\/[a-z0-9/*-]*$/);
    expect(rule.to).toMatch(/^\/[a-z0-9/*-]*$/);
    expect(rule.from.endsWith('*')).toBe(rule.to.endsWith('*'));
  }
  expect(new Set(REDIRECTS.map((r) => r.from)).size).toBe(REDIRECTS.length);
});

test('deploy/nginx.conf is served from DEPLOY_ROOT on port 80, which the test setup replaces', () => {
  const source = fs.readFileSync(path.resolve(__dirname, '../nginx.conf'), 'utf8');
  expect(source).toContain(`root ${DEPLOY_ROOT};`);
  expect(source).toContain(`include ${DEPLOY_ROOT}/.hosting/security-headers.conf;`);
  expect(source).toContain(`include ${DEPLOY_ROOT}/.hosting/redirects.conf;`);
  const local = siteConfFor('/tmp/build', 4321, source);
  expect(local).toContain('listen 127.0.0.1:4321;');
  expect(local).not.toContain(DEPLOY_ROOT);
  expect(local).not.toMatch(/^\s*listen \[::\]/m);
  // Every location that sets headers of its own repeats the security headers (nginx does not inherit them).
  const blocks = local.split(/\n\s*location /).slice(1);
  for (const block of blocks.filter((b) => b.includes('add_header'))) expect(block).toContain('security-headers.conf');
  expect(() => siteConfFor('/tmp/my build', 1, source)).toThrow();
});
