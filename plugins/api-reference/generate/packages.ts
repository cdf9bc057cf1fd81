/** The packages each API section documents, from the one product list (src/config/products.ts). */
import path from 'node:path';
import {PRODUCTS, type Plan, type Product} from '../../../src/config/products';
import type {ApiSection} from '../model';

export interface SectionPackage {
  section: ApiSection;
  name: string;
  plan: Plan;
}

export const MATERIAL_PACKAGE = '@mui/material';

/** Every product's packages, then Material UI's. */
export function sectionPackages(products: readonly Product[]): SectionPackage[] {
  return [
    ...products.flatMap((p) => p.packages.map((pkg) => ({section: p.id as ApiSection, name: pkg.name, plan: pkg.plan}))),
    {section: 'material', name: MATERIAL_PACKAGE, plan: 'community'},
  ];
}

export const SECTION_PACKAGES = sectionPackages(PRODUCTS);

export const PLAN_RANK: Record<Plan, number> = {community: 0, pro: 1, premium: 2};

/**
 * Package that a declaration file belongs to: the last `node_modules/@scope/name` segment of its
 * path, so a nested copy (x-charts-pro/node_modules/@mui/x-charts) counts as @mui/x-charts.
 */
export function packageOfFile(fileName: string): string | null {
  const parts = fileName.split(path.sep).join('/').split('/node_modules/');
  const last = parts[parts.length - 1];
  if (parts.length < 2) return null;
  const segs = last.split('/');
  return segs[0].startsWith('@') ? `${segs[0]}/${segs[1]}` : segs[0];
}

export function planOfPackage(name: string | null): Plan | undefined {
  return SECTION_PACKAGES.find((p) => p.name === name)?.plan;
}
