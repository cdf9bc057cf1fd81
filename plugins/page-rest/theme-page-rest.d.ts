/** The page-rest plugin's swizzlable theme component (plugins/page-rest/theme/). */
declare module '@theme/PageRest' {
  import type {ReactNode} from 'react';

  export default function PageRest(props: {children: ReactNode}): ReactNode;
}
