/** "#": a link to this demo that carries the reader's styling and language (`#tailwind-Foo.js`). */
import React from 'react';
import {demoHash, type CodeStyling} from '@site/src/lib/code-styling';
import type {CodeVariant} from '@site/src/lib/code-variant';
import type {ToolbarItemProps} from '../Toolbar';
import {messages} from '../messages';
import Tooltip, {tooltipHostProps, tooltipName} from './Tooltip';
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
    <a
      {...itemProps}
      {...tooltipHostProps}
      className={`${styles.toolbarButton} ${styles.tooltipHost}`}
      href={demoHash(demoName, styling, codeVariant)}
      aria-label={tooltipName('#', messages.linkLabel())}
      onClick={() => track('link')}
    >
      #
      <Tooltip text={messages.linkLabel()} />
    </a>
  );
}
