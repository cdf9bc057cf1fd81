/**
 * The Date and Time Pickers part of the X sidebar. Page groups keep their entries in their own
 * files (so the people writing them never edit the same file); this one decides the order, as the
 * reference navigation of mui.com/x 8.15.0 has it: quickstart and base concepts, the "Components"
 * group (one category per picker family, then the Fields page), then the shared features.
 *
 * Two pages written in ./features.ts belong to groups defined here, so they are moved, not copied:
 * the Fields page closes the "Components" group, and the main feature pages (validation,
 * lifecycle, shortcuts, accessibility) become the children of the "Main features" page, unless
 * ./features.ts already has a category linked to that page.
 */
import type {SidebarItem} from '../types';
import {componentGroups, MAIN_FEATURES_DOC, overviewItems} from './components';
import {featureItems} from './features';

const FIELDS_DOC = 'react-date-pickers/fields';
const MAIN_FEATURE_DOCS = ['validation', 'lifecycle', 'shortcuts', 'accessibility'].map((p) => `react-date-pickers/${p}`);

/** The doc id of a top-level doc entry (a bare id or `{type: 'doc'}`), else undefined. */
export function docIdOf(item: SidebarItem): string | undefined {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item && item.type === 'doc') return item.id;
  return undefined;
}

function linksTo(item: SidebarItem, docId: string): boolean {
  if (typeof item !== 'object' || item === null || !('type' in item) || item.type !== 'category') return false;
  const link = item.link;
  return Boolean(link && link.type === 'doc' && link.id === docId);
}

/** Splits `items` into the top-level doc entries whose ids are in `ids` (in `ids` order) and the rest. */
export function takeDocs(items: SidebarItem[], ids: readonly string[]): [SidebarItem[], SidebarItem[]] {
  const taken = ids.flatMap((id) => items.filter((item) => docIdOf(item) === id));
  return [taken, items.filter((item) => !taken.includes(item))];
}

export function datePickersSidebar(features: SidebarItem[]): SidebarItem[] {
  const [fields, afterFields] = takeDocs(features, [FIELDS_DOC]);
  const hasMainFeatures = afterFields.some((item) => linksTo(item, MAIN_FEATURES_DOC));
  const [mainFeatures, rest] = hasMainFeatures ? [[], afterFields] : takeDocs(afterFields, MAIN_FEATURE_DOCS);
  return [
    ...overviewItems,
    {type: 'category', label: 'Components', key: 'date-pickers-components', items: [...componentGroups, ...fields]},
    ...(hasMainFeatures
      ? []
      : [
          {
            type: 'category' as const,
            label: 'Main features',
            key: 'date-pickers-main-features',
            link: {type: 'doc' as const, id: MAIN_FEATURES_DOC},
            items: mainFeatures,
          },
        ]),
    ...rest,
  ];
}

const datePickersItems: SidebarItem[] = datePickersSidebar(featureItems);

export default datePickersItems;
