import type {ComponentType} from 'react';
import type {PlaygroundSpec} from '../../remark';
import type {FixedValue} from '../../jsx';

/** What the generated module hands the block: the spec plus the component's lazy import. */
export interface LoadableSpec extends PlaygroundSpec {
  load: () => Promise<{default: ComponentType<Record<string, unknown>>}>;
}

export interface PropsPlaygroundBlockProps {
  spec: LoadableSpec;
  /** Props the page fixes (a label, a default value, `children` text); shown in the JSX too. */
  props?: Record<string, FixedValue>;
}
