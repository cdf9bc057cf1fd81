/** The page-handover plugin's swizzlable theme component (plugins/page-handover/theme/). */
declare module '@theme/PageHandover' {
  import type {ReactElement, ReactNode} from 'react';

  export interface Props {
    pageKey: string;
    wrapper?: 'block' | 'contents';
    children: ReactElement;
  }
  export default function PageHandover(props: Props): ReactNode;
}
