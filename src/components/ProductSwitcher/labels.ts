import {translate} from '@docusaurus/Translate';
import type {ProductKey} from '@site/src/lib/portal-paths';

/** Translated product names; ids are stable so translators see them once in code.json. */
export function productLabel(key: ProductKey): string {
  switch (key) {
    case 'data-grid':
      return translate({id: 'portal.product.dataGrid', message: 'Data Grid'});
    case 'date-pickers':
      return translate({id: 'portal.product.datePickers', message: 'Date and Time Pickers'});
    case 'charts':
      return translate({id: 'portal.product.charts', message: 'Charts'});
    case 'tree-view':
      return translate({id: 'portal.product.treeView', message: 'Tree View'});
    case 'introduction':
      return translate({id: 'portal.product.introduction', message: 'MUI X'});
    case 'material':
      return translate({id: 'portal.product.material', message: 'Material UI'});
  }
}
