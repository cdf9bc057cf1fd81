import {translate} from '@docusaurus/Translate';
import {useProductLabel} from '@site/src/lib/use-products';
import type {ApiSection} from '../../model';

/** A section's name as readers see it: the product's translated name, or Material UI. */
export function useSectionLabel(section: ApiSection): string {
  return useProductLabel(section) ?? translate({id: 'api.section.material', message: 'Material UI'});
}
