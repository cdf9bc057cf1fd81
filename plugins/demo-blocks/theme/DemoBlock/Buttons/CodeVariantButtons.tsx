/** TS / JS: the language every demo of the page shows (the reader's choice, kept in a cookie). */
import React from 'react';
import {CODE_VARIANTS, type CodeVariant} from '@site/src/lib/code-variant';
import type {ToolbarItemProps} from '../Toolbar';
import {setCodeVariant} from '../preferences';
import {messages} from '../messages';
import ToolbarButton from './ToolbarButton';
import styles from '../styles.module.css';

interface Props {
  codeVariant: CodeVariant;
  itemProps: (id: string) => ToolbarItemProps;
  track: (control: string, value?: string) => void;
}

export default function CodeVariantButtons({codeVariant, itemProps, track}: Props) {
  return (
    <div role="group" aria-label={messages.codeLanguage()} className={styles.toolbarGroup}>
      {CODE_VARIANTS.map((value) => (
        <ToolbarButton
          key={value}
          itemProps={itemProps(`variant-${value}`)}
          aria-pressed={codeVariant === value}
          aria-label={value === 'TS' ? messages.showTs() : messages.showJs()}
          onClick={() => {
            setCodeVariant(value);
            track('code-variant', value);
          }}
        >
          {value}
        </ToolbarButton>
      ))}
    </div>
  );
}
