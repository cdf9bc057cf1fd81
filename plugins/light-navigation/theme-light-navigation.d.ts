/** The light-navigation plugin's swizzlable theme components (plugins/light-navigation/theme/). */
declare module '@theme/PageRest' {
  import type {ReactNode} from 'react';

  export default function PageRest(props: {children: ReactNode}): ReactNode;
}

declare module '@theme/PageHandover' {
  import type {ReactElement, ReactNode} from 'react';

  export interface Props {
    pageKey: string;
    wrapper?: 'block' | 'contents';
    children: ReactElement;
  }
  export default function PageHandover(props: Props): ReactNode;
}

declare module '@theme/SiteChrome' {
  import type {ReactNode} from 'react';

  export function useInSiteChrome(): boolean;
  export default function SiteChrome(props: {children: ReactNode}): ReactNode;
}
