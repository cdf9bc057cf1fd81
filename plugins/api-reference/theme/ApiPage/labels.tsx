import {translate} from '@docusaurus/Translate';
import type {ApiSection} from '../../model';

/** Section names as readers see them, translated (ids under `api.section.`). */
export function sectionLabel(section: ApiSection): string {
  switch (section) {
    case 'data-grid':
      return translate({id: 'api.section.data-grid', message: 'Data Grid'});
    case 'date-pickers':
      return translate({id: 'api.section.date-pickers', message: 'Date and Time Pickers'});
    case 'charts':
      return translate({id: 'api.section.charts', message: 'Charts'});
    case 'tree-view':
      return translate({id: 'api.section.tree-view', message: 'Tree View'});
    default:
      return translate({id: 'api.section.material', message: 'Material UI'});
  }
}
