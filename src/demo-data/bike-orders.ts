/**
 * Orders of a bike-shop chain and the files of a small project, for the advanced Data Grid demos
 * (tree data, row grouping, aggregation, pivoting, export, clipboard, charts, AI assistant).
 */
import {createRandom, integerBetween, pick} from './random';

export const ORDER_REGIONS = ['North', 'South', 'East', 'West'] as const;
export const ORDER_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

const PRODUCTS_BY_CATEGORY: Record<string, {name: string; price: number}[]> = {
  Bikes: [
    {name: 'Gravel bike', price: 1890},
    {name: 'City bike', price: 740},
    {name: 'Cargo bike', price: 2650},
  ],
  Parts: [
    {name: 'Chain', price: 35},
    {name: 'Brake pads', price: 18},
    {name: 'Saddle', price: 64},
  ],
  Apparel: [
    {name: 'Helmet', price: 89},
    {name: 'Rain jacket', price: 129},
  ],
};

export const ORDER_CATEGORIES = Object.keys(PRODUCTS_BY_CATEGORY);

export interface OrderRow {
  id: number;
  region: string;
  quarter: string;
  category: string;
  product: string;
  quantity: number;
  unitPrice: number;
  revenue: number;
  orderedOn: Date;
}

const QUARTER_FIRST_MONTH = {Q1: 0, Q2: 3, Q3: 6, Q4: 9} as const;

export function createOrderRows(count: number, seed = 5): OrderRow[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, index) => {
    const category = pick(random, ORDER_CATEGORIES);
    const product = pick(random, PRODUCTS_BY_CATEGORY[category]!);
    const quarter = pick(random, ORDER_QUARTERS);
    const quantity = category === 'Bikes' ? integerBetween(random, 1, 4) : integerBetween(random, 1, 30);
    const month = QUARTER_FIRST_MONTH[quarter] + integerBetween(random, 0, 2);
    return {
      id: index + 1,
      region: pick(random, ORDER_REGIONS),
      quarter,
      category,
      product: product.name,
      quantity,
      unitPrice: product.price,
      revenue: quantity * product.price,
      orderedOn: new Date(Date.UTC(2025, month, integerBetween(random, 1, 28))),
    };
  });
}

export interface ProjectFileRow {
  id: number;
  /** Folder names down to the file itself, e.g. ['src', 'components', 'Button.tsx']. */
  path: string[];
  kind: 'folder' | 'file';
  sizeKb: number | null;
  owner: string;
  modifiedOn: Date | null;
}

const FILE_PATHS = [
  'README.md',
  'package.json',
  'src/index.ts',
  'src/components/Button.tsx',
  'src/components/Button.test.tsx',
  'src/components/Dialog.tsx',
  'src/hooks/useToggle.ts',
  'src/hooks/useMediaQuery.ts',
  'docs/getting-started.md',
  'docs/api/button.md',
  'docs/api/dialog.md',
  'scripts/build.mjs',
];

const OWNERS = ['Amara', 'Jonas', 'Li Wei', 'Priya'];

/**
 * One row per file, plus a row for every folder (with no size: the grid can aggregate it).
 * Folders come first so ids are stable; the order of rows does not matter to the tree.
 */
export function createProjectFileRows(seed = 3): ProjectFileRow[] {
  const random = createRandom(seed);
  const folders = new Set<string>();
  for (const filePath of FILE_PATHS) {
    const parts = filePath.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) folders.add(parts.slice(0, depth).join('/'));
  }
  const folderRows: ProjectFileRow[] = [...folders].sort().map((folder, index) => ({
    id: index + 1,
    path: folder.split('/'),
    kind: 'folder',
    sizeKb: null,
    owner: pick(random, OWNERS),
    modifiedOn: null,
  }));
  const fileRows: ProjectFileRow[] = FILE_PATHS.map((filePath, index) => ({
    id: folderRows.length + index + 1,
    path: filePath.split('/'),
    kind: 'file',
    sizeKb: integerBetween(random, 1, 64),
    owner: pick(random, OWNERS),
    modifiedOn: new Date(Date.UTC(2025, integerBetween(random, 0, 11), integerBetween(random, 1, 28))),
  }));
  return [...folderRows, ...fileRows];
}
