/** "#": a link to this demo that carries the reader's styling and language (`#tailwind-Foo.js`). */
import React from 'react';
import {demoHash, type CodeStyling} from '@site/src/lib/code-styling';
import type {CodeVariant} from '@site/src/lib/code-variant';
import type {ToolbarItemProps} from '../Toolbar';
import {messages} from '../messages';
import styles from '../styles.module.css';

interface Props {
  demoName: string;
  styling: CodeStyling;
  codeVariant: CodeVariant;
  itemProps: ToolbarItemProps;
  track: (control: string) => void;
}

export default function LinkButton({demoName, styling, codeVariant, itemProps, track}: Props) {
  return (
    <a {...itemProps} className={styles.toolbarButton} href={demoHash(demoName, styling, codeVariant)} aria-label={messages.linkLabel()} onClick={() => track('link')}>
      #
    </a>
  );
}
