import path from 'node:path';
import {twinFileOf} from '../mcp/server';

const BUILD = '/srv/build';
const SITE = 'https://portal.test';

test('a page path, its twin path or a URL of the site (or localhost) name the same twin file', () => {
  const twin = path.join(BUILD, '/x/react-data-grid/sorting.md');
  expect(twinFileOf(BUILD, '/x/react-data-grid/sorting', SITE)).toBe(twin);
  expect(twinFileOf(BUILD, 'x/react-data-grid/sorting.md', SITE)).toBe(twin);
  expect(twinFileOf(BUILD, 'https://portal.test/x/react-data-grid/sorting#sort-model', SITE)).toBe(twin);
  expect(twinFileOf(BUILD, 'http://localhost:3000/x/react-data-grid/sorting/', SITE)).toBe(twin);
});

test('other hosts and paths climbing out of the build are refused', () => {
  expect(twinFileOf(BUILD, 'https://example.org/x/react-data-grid/sorting', SITE)).toBeNull();
  expect(twinFileOf(BUILD, '/x/../../etc/passwd', SITE)).toBeNull();
});
