/** The demo-blocks plugin's swizzlable theme components (plugins/demo-blocks/theme/). */
declare module '@theme/DemoThemeProvider' {
  import type {ReactNode} from 'react';

  export default function DemoThemeProvider(props: {children: ReactNode}): ReactNode;
  export function prepareDemoTheme(locale: string): Promise<void>;
}
