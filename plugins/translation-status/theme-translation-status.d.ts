/** The translation-status plugin's theme component (plugins/translation-status/theme/). */
declare module '@theme/TranslationNotice' {
  import type {ReactNode} from 'react';

  export interface Props {
    state: 'stale' | 'missing';
    /** `YYYY-MM-DD`: when the English page last changed. */
    changed: string;
  }
  export default function TranslationNotice(props: Props): ReactNode;
}
