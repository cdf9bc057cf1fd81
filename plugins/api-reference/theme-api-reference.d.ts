/** The API reference plugin's swizzlable theme components (plugins/api-reference/theme/). */
declare module '@theme/ApiSidebarLinks' {
  import type {ReactNode} from 'react';
  import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
  import type {ApiSection} from '@site/plugins/api-reference/model';

  export default function ApiSidebarLinks(props: {
    section: ApiSection;
    level: number;
    onItemClick?: (item: PropSidebarItem) => void;
  }): ReactNode;
}
