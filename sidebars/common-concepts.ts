import type {SidebarItem} from './types';

/**
 * The telemetry guide (/x/guides/telemetry). The reference navigation of MUI X 8.15.0 lists it in
 * the Introduction group, between "Priority support" and "Roadmap", so sidebars/introduction.ts
 * places it there; it is kept in this file with the other cross-product pages.
 */
export const telemetryGuideItem: SidebarItem = {type: 'doc', id: 'guides/telemetry', customProps: {plan: 'pro'}};

/** Concepts shared by every product (slots and custom components, ...) and cross-product guides. */
export const commonConceptsItems: SidebarItem[] = [
  {
    type: 'category',
    label: 'Common concepts',
    key: 'common-concepts',
    collapsed: true,
    items: ['common-concepts/custom-components'],
  },
];
