/** "↺" starts the demo again from scratch; "⇤" puts the keyboard focus back at the demo's start. */
import React from 'react';
import type {ToolbarItemProps} from '../Toolbar';
import {messages} from '../messages';
import ToolbarButton from './ToolbarButton';
import Tooltip, {tooltipHostProps, tooltipName} from './Tooltip';
import styles from '../styles.module.css';

interface Props {
  resetDemo: () => void;
  previewRef: React.RefObject<HTMLDivElement | null>;
  itemProps: (id: string) => ToolbarItemProps;
  track: (control: string) => void;
}

export default function ResetButtons({resetDemo, previewRef, itemProps, track}: Props) {
  return (
    <>
      <ToolbarButton
        itemProps={itemProps('reset-demo')}
        {...tooltipHostProps}
        className={styles.tooltipHost}
        aria-label={tooltipName('↺', messages.resetDemoLabel())}
        onClick={resetDemo}
      >
        ↺
        <Tooltip text={messages.resetDemoLabel()} />
      </ToolbarButton>
      <ToolbarButton
        itemProps={itemProps('reset-focus')}
        {...tooltipHostProps}
        className={styles.tooltipHost}
        aria-label={tooltipName('⇤', messages.resetFocusLabel())}
        onClick={() => {
          previewRef.current?.focus();
          track('reset-focus');
        }}
      >
        ⇤
        <Tooltip text={messages.resetFocusLabel()} />
      </ToolbarButton>
    </>
  );
}
