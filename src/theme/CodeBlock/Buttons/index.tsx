/**
 * Wrapped only to anchor the code block's button group at its right edge for layout-shift purposes:
 * the word-wrap button appears after mount, once the code is found to scroll, and the group grows
 * leftwards. Docusaurus lays it out left to right, so the group's start corner moved and counted as
 * a layout shift on every page with a wide code block (CLS 0.0003 each on mobile).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import styles from './styles.module.css';

export default function CodeBlockButtons({className}: Props): ReactNode {
  return <Buttons className={clsx(className, styles.anchoredRight)} />;
}
