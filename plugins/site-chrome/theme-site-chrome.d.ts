/** The site-chrome plugin's swizzlable theme component (plugins/site-chrome/theme/). */
declare module '@theme/SiteChrome' {
  import type {ReactNode} from 'react';

  export function useInSiteChrome(): boolean;
  export default function SiteChrome(props: {children: ReactNode}): ReactNode;
}
