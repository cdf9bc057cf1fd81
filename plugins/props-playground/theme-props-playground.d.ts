/** The props-playground plugin's theme component (plugins/props-playground/theme/). */
declare module '@theme/PropsPlaygroundBlock' {
  import type {ReactNode} from 'react';
  import type {PropsPlaygroundBlockProps} from './theme/PropsPlaygroundBlock/types';

  export default function PropsPlaygroundBlock(props: PropsPlaygroundBlockProps): ReactNode;
}
