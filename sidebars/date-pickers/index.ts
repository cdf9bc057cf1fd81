/**
 * The Date and Time Pickers part of the X sidebar. Page groups keep their entries in their own
 * files (so the people writing them never edit the same file); this one decides the order, as the
 * reference navigation of mui.com/x 8.15.0 has it: quickstart and base concepts, the "Components"
 * group (one category per picker family, then the Fields page), then the shared features.
 *
 * Two pages listed in ./features.ts belong elsewhere in the reference, so they are moved, not
 * copied: the Fields page closes the "Components" group (wherever ./features.ts put it), and when
 * ./features.ts has no category linked to the "Main features" page, one is made here with the main
 * feature pages (validation, lifecycle, shortcuts, accessibility) found at its top level.
 */
import type {SidebarItem} from '../types';
import {componentGroups, MAIN_FEATURES_DOC, overviewItems} from './components';
import {featureItems} from './features';

const FIELDS_DOC = 'react-date-pickers/fields';
const MAIN_FEATURE_DOCS = ['validation', 'lifecycle', 'shortcuts', 'accessibility'].map((p) => `react-date-pickers/${p}`);

type Category = Extract<SidebarItem, {type: 'category'}>;

/** The doc id of a doc entry (a bare id or `{type: 'doc'}`), else undefined. */
export function docIdOf(item: SidebarItem): string | undefined {
  if (typeof item === 'string') return item;
  if (typeof item === 'object' && item !== null && 'type' in item && item.type === 'doc') return item.id;
  return undefined;
}

function isCategory(item: SidebarItem): item is Category {
  return typeof item === 'object' && item !== null && 'type' in item && item.type === 'category';
}

function linksTo(item: SidebarItem, docId: string): boolean {
  return isCategory(item) && item.link?.type === 'doc' && item.link.id === docId;
}

/** Splits `items` into the top-level doc entries whose ids are in `ids` (in `ids` order) and the rest. */
export function takeDocs(items: SidebarItem[], ids: readonly string[]): [SidebarItem[], SidebarItem[]] {
  const taken = ids.flatMap((id) => items.filter((item) => docIdOf(item) === id));
  return [taken, items.filter((item) => !taken.includes(item))];
}

/** Like takeDocs for one id, also looking one level down, inside categories. */
export function takeDocDeep(items: SidebarItem[], id: string): [SidebarItem[], SidebarItem[]] {
  const [top, rest] = takeDocs(items, [id]);
  const nested: SidebarItem[] = [];
  const cleaned = rest.map((item) => {
    if (!isCategory(item) || !Array.isArray(item.items)) return item;
    const [found, others] = takeDocs(item.items as SidebarItem[], [id]);
    nested.push(...found);
    return found.length ? {...item, items: others} : item;
  });
  return [[...top, ...nested].slice(0, 1), cleaned];
}

export function datePickersSidebar(features: SidebarItem[]): SidebarItem[] {
  const [fields, afterFields] = takeDocDeep(features, FIELDS_DOC);
  const hasMainFeatures = afterFields.some((item) => linksTo(item, MAIN_FEATURES_DOC));
  const [mainFeatures, rest] = hasMainFeatures ? [[], afterFields] : takeDocs(afterFields, MAIN_FEATURE_DOCS);
  const mainFeaturesCategory: SidebarItem = {
    type: 'category',
    label: 'Main features',
    key: 'date-pickers-main-features',
    link: {type: 'doc', id: MAIN_FEATURES_DOC},
    items: mainFeatures,
  };
  return [
    ...overviewItems,
    {type: 'category', label: 'Components', key: 'date-pickers-components', items: [...componentGroups, ...fields]},
    ...(hasMainFeatures ? [] : [mainFeaturesCategory]),
    ...rest,
  ];
}

const datePickersItems: SidebarItem[] = datePickersSidebar(featureItems);

export default datePickersItems;
