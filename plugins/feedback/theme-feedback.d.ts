/** The feedback plugin's swizzlable theme component (plugins/feedback/theme/PageFeedback). */
declare module '@theme/PageFeedback' {
  import type {ReactNode} from 'react';

  export default function PageFeedback(): ReactNode;
}
