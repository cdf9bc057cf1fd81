/** The llm-twins plugin's theme component (plugins/llm-twins/theme/). */
declare module '@theme/CopyPage' {
  import type {ReactNode} from 'react';

  export default function CopyPage(props: {permalink: string}): ReactNode;
}
