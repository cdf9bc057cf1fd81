import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** One entry of a Docusaurus sidebar (doc id string, doc, link or category object). */
export type SidebarItem = Extract<SidebarsConfig[string], unknown[]>[number];
