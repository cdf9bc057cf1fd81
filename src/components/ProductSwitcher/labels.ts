import {translate} from '@docusaurus/Translate';

/** The switcher's entry for Material UI, the one section that is not an MUI X product (those come from `useProducts()`). */
export function materialLabel(): string {
  return translate({id: 'portal.product.material', message: 'Material UI'});
}
