/**
 * The v7 side of the comparison: for every package of every product (src/config/products.ts), its
 * npm alias `<name>-v7` (package.json: "@mui/x-data-grid-v7": "npm:@mui/x-data-grid@7.29.13"),
 * when installed. A product without a v7 alias of a package simply compares what it has.
 */
import fs from 'node:fs';
import path from 'node:path';
import {PRODUCTS, type Product} from '../../../src/config/products';
import type {SectionPackage} from '../../api-reference/generate/packages';
import type {ApiSection} from '../../api-reference/model';

export const V7_SUFFIX = '-v7';

export function v7AliasOf(name: string): string {
  return `${name}${V7_SUFFIX}`;
}

export function v7Packages(rootDir: string, products: readonly Product[] = PRODUCTS): SectionPackage[] {
  return products.flatMap((p) =>
    p.packages
      .map((pkg) => ({section: p.id as ApiSection, name: v7AliasOf(pkg.name), plan: pkg.plan}))
      .filter((pkg) => fs.existsSync(path.join(rootDir, 'node_modules', pkg.name, 'index.d.ts'))),
  );
}

/** `name@version` of an installed package (an alias reports the real package's version). */
export function installedVersion(rootDir: string, name: string): string | undefined {
  try {
    return (JSON.parse(fs.readFileSync(path.join(rootDir, 'node_modules', name, 'package.json'), 'utf8')) as {version?: string}).version;
  } catch {
    return undefined;
  }
}
