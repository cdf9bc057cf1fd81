/**
 * Ejected to drop the inline `--prism-*` colour variables theme-classic sets from the current prism
 * theme: in the static HTML they were the default mode's, wrong in dark mode until a remount. The
 * variables come from CSS per colour mode (plugins/static-highlight/theme-css.ts).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({as: As, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  const Tag = As as 'div';
  return (
    <Tag
      {...(props as ComponentProps<'div'>)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
