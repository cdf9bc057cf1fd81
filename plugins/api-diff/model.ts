/**
 * Shapes of the generated API change data (api-diff/<product>.json): what changed between the
 * newest v7 release of a product and the 8.15.0 packages, per component (and, for the grid, per
 * public interface such as GridApi). The generator writes them, the ApiChangeTable renders them.
 */
import type {Plan, ProductId} from '../../src/config/products';

/** What happened to one API member. */
export type ChangeKind = 'added' | 'removed' | 'renamed' | 'type' | 'default';

export const CHANGE_KINDS: readonly ChangeKind[] = ['added', 'removed', 'renamed', 'type', 'default'];

/**
 * Which part of the API: the component itself, a prop, a slot, a CSS class (rule name of the
 * `classes` prop / `*Classes` object), a method or property of the grid's `apiRef` (GridApi), or a
 * member of another public interface (GridColDef, ...).
 */
export type ApiPart = 'component' | 'prop' | 'slot' | 'class' | 'method' | 'member';

export interface ApiChange {
  change: ChangeKind;
  part: ApiPart;
  /** The v8 name (for `removed`, the v7 name). */
  name: string;
  /** `renamed`: the v7 name. */
  from?: string;
  /** v7 side: type text (prop, method), default value, default slot component or class name. */
  before?: string;
  /** v8 side, same meaning. */
  after?: string;
  /** Still present in v8 but deprecated (a `renamed` member whose old name remains as an alias). */
  deprecated?: boolean;
  /**
   * Why: the `@deprecated` text that names the replacement, or the rule that found a rename
   * (`prefix`: the `unstable_` prefix was dropped and the type is the same).
   */
  evidence?: string;
  /** `removed`: the replacement the packages' JSDoc names, when it already existed in v7. */
  replacement?: string;
  /** `removed`: the v7 prop came with another component's props (e.g. InputBase). */
  inheritedFrom?: string;
  /** `type`: named types whose definition changed behind an unchanged name. */
  note?: string;
}

export interface ComponentChanges {
  /** Component or interface name (v8 name; the v7 name when the whole component was removed). */
  name: string;
  kind: 'component' | 'interface';
  plan: Plan;
  /** v8 API page, when the component exists in v8 (rows link to `#prop-x`, `#slot-x`, `#classes-x` there). */
  path?: string;
  changes: ApiChange[];
}

export interface ProductChanges {
  product: ProductId;
  /** name@version of the packages compared, v7 side and v8 side. */
  from: string[];
  to: string[];
  /** Components and interfaces with at least one change, alphabetical. */
  components: ComponentChanges[];
  counts: Record<ChangeKind, number>;
}

export interface ApiDiffManifest {
  key: string;
  generatedAt: string;
  products: {product: ProductId; file: string; components: number; counts: Record<ChangeKind, number>}[];
}
