/**
 * Shapes of the generated API data (api-docs/*.json). The generator writes them, the plugin reads
 * them and the page components render them; nothing else depends on the TypeScript compiler.
 */
import type {Plan, ProductId} from '../../src/config/products';

/** Where a page lives: an MUI X product, or Material UI at /api. */
export type ApiSection = ProductId | 'material';

export type ApiPageKind = 'component' | 'interface';

export interface ApiImport {
  packageName: string;
  plan: Plan;
  /** e.g. `import { DataGridPro } from '@mui/x-data-grid-pro';` */
  code: string;
  /** Build-time highlighting of `code` (set by the plugin; the page renders it like every code block). */
  tokens?: string;
}

export interface ApiMember {
  name: string;
  /** Readable type text as the package declares it. */
  type: string;
  /** Text of the `@default` tag, if any. */
  defaultValue?: string;
  /** JSDoc rendered to HTML at generate time (raw HTML in the source is escaped). */
  descriptionHtml: string;
  required: boolean;
  /** Text of the `@deprecated` tag ('' when the tag has no text), absent when not deprecated. */
  deprecated?: string;
  /** The same as HTML (links as links), for the page. */
  deprecatedHtml?: string;
  /** Plan of the package that declares the member, set only when it differs from the page's plan. */
  plan?: Plan;
  /**
   * For a union of literals (`'small' | 'medium'`, `'normal' | false`): its values, string literals
   * as they are and `true`/`false` as those words. The props playground's select options.
   */
  literals?: string[];
  /** Component the member is inherited from (its props are declared with that component). */
  inheritedFrom?: string;
}

export interface ApiSlot {
  name: string;
  defaultComponent?: string;
  descriptionHtml: string;
}

export interface ApiCssClass {
  /** Key in the `*Classes` object and in the `classes` prop. */
  ruleName: string;
  /** Global class name from the runtime `*Classes` object, e.g. `MuiDataGrid-root`. */
  className: string;
  descriptionHtml: string;
}

export interface ApiInheritance {
  /** Components whose props this component accepts, most props first. */
  components: {name: string; path?: string; count: number}[];
  /** Native element whose attributes are spread to the root, when the types say so. */
  nativeElement?: string;
}

export interface ApiPageData {
  section: ApiSection;
  kind: ApiPageKind;
  name: string;
  slug: string;
  /** Route without locale prefix, e.g. /x/api/data-grid/data-grid. */
  path: string;
  /** Lowest plan among the packages that export it. */
  plan: Plan;
  descriptionHtml: string;
  /** Plain-text one-line description for <meta name="description">. */
  summary: string;
  deprecated?: string;
  /** The deprecation text as HTML (links as links). */
  deprecatedHtml?: string;
  imports: ApiImport[];
  /** Props (components) or members (interfaces). */
  props: ApiMember[];
  slots: ApiSlot[];
  classes: ApiCssClass[];
  /** Name of the `*Classes` export the classes table comes from. */
  classesExport?: string;
  inheritance?: ApiInheritance;
  /** For type aliases (e.g. GridSortModel): the aliased type as written. */
  definition?: string;
  /** Filled by the plugin from the docs' demo imports, not by the generator. */
  demos?: {title: string; path: string}[];
  /**
   * Filled by the plugin on a kept major's page (/x/7.x/api/...): that version's label, the same
   * component's page in the current version when it still exists, and the migration guide's
   * change table for it.
   */
  keptVersion?: {label: string; currentPath?: string; currentLabel: string; changesPath?: string};
  /** Filled by the plugin on a current page: the same component's page in each kept major. */
  olderVersions?: {label: string; path: string}[];
}

/** A page's entry in the manifest: what lists and links need of it, without its tables. */
export interface ApiIndexEntry extends Pick<ApiPageData, 'section' | 'kind' | 'name' | 'slug' | 'path' | 'plan'> {
  /** Relative file of the page data under api-docs/. */
  file: string;
}

export interface ApiManifest {
  /** Cache key: installed package versions + generator sources. */
  key: string;
  generatedAt: string;
  pages: ApiIndexEntry[];
  /** Exported names that look like components but were left out, with the reason. */
  skipped: {packageName: string; name: string; reason: string}[];
}
