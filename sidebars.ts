import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebarItems} from './plugins/api-reference/sidebar';
import type {ApiSection} from './plugins/api-reference/model';
import {productCategories} from './sidebars/products';
import {introductionCategory} from './sidebars/introduction';
import {commonConceptsItems} from './sidebars/common-concepts';
import {migrationItems} from './sidebars/migration';
import {PRODUCTS} from './src/config/products';

/**
 * Navigation of the MUI X docs (/x). Entries may carry flags in `customProps`:
 * `plan: 'pro' | 'premium'`, `newFeature`, `unstable`, `planned` (see plugins/nav-flags).
 * Categories get an explicit `key` so translation keys never collide (several share labels).
 * The product categories come from the product registry (src/config/products.ts); each product's
 * pages are listed in sidebars/<product id>/ (sidebars/products.ts); the sections around them in
 * sidebars/introduction.ts, common-concepts.ts and migration.ts.
 */
const sidebars: SidebarsConfig = {
  xSidebar: [
    introductionCategory,
    ...commonConceptsItems,
    ...productCategories(PRODUCTS, (id) => apiSidebarItems(id as ApiSection)),
    ...migrationItems,
  ],
};

export default sidebars;
