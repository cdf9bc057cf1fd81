import fs from 'node:fs';
import path from 'node:path';
import {packageRows} from '../packageRows';
import {PRODUCTS} from '@site/src/config/products';

function installedManifest(name: string): {license: string} {
  const file = path.join(process.cwd(), 'node_modules', name, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

test('every package in products.ts carries the license its plan says (checked against node_modules)', () => {
  const rows = packageRows(PRODUCTS);
  expect(rows.length).toBe(PRODUCTS.reduce((n, p) => n + p.packages.length, 0));
  for (const row of rows) {
    expect({name: row.name, license: installedManifest(row.name).license}).toEqual({
      name: row.name,
      license: row.npmLicense,
    });
  }
});

test('filtering by product keeps only its packages, community first', () => {
  expect(packageRows(PRODUCTS, 'data-grid').map((r) => [r.name, r.plan])).toEqual([
    ['@mui/x-data-grid', 'community'],
    ['@mui/x-data-grid-pro', 'pro'],
    ['@mui/x-data-grid-premium', 'premium'],
  ]);
});

test('an unknown product id is reported with the known ones', () => {
  expect(() => packageRows(PRODUCTS, 'datagrid')).toThrow(/unknown product "datagrid" \(known: data-grid, date-pickers/);
});
