/** The light-navigation plugin's swizzlable theme components (plugins/light-navigation/theme/). */
declare module '@theme/PageRest' {
  import type {ReactNode} from 'react';

  export default function PageRest(props: {children: ReactNode}): ReactNode;
}
