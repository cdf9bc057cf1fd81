/** MUI System / Tailwind CSS / Plain CSS, shown when the demo has more than one styling. */
import React from 'react';
import {CODE_STYLING_LABELS, type CodeStyling} from '@site/src/lib/code-styling';
import type {ToolbarItemProps} from '../Toolbar';
import {setCodeStyling} from '../preferences';
import {messages} from '../messages';
import ToolbarButton from './ToolbarButton';
import styles from '../styles.module.css';

interface Props {
  stylings: CodeStyling[];
  styling: CodeStyling;
  itemProps: (id: string) => ToolbarItemProps;
  track: (control: string, value?: string) => void;
}

export default function StylingButtons({stylings, styling, itemProps, track}: Props) {
  if (stylings.length < 2) return null;
  return (
    <div role="group" aria-label={messages.stylingGroup()} className={styles.toolbarGroup}>
      {stylings.map((value) => (
        <ToolbarButton
          key={value}
          itemProps={itemProps(`styling-${value}`)}
          aria-pressed={styling === value}
          aria-label={messages.stylingOption(CODE_STYLING_LABELS[value])}
          onClick={() => {
            setCodeStyling(value);
            track('code-styling', value);
          }}
        >
          {CODE_STYLING_LABELS[value]}
        </ToolbarButton>
      ))}
    </div>
  );
}
