/** "↺" starts the demo again from scratch; "⇤" puts the keyboard focus back at the demo's start. */
import React from 'react';
import type {ToolbarItemProps} from '../Toolbar';
import {messages} from '../messages';
import ToolbarButton from './ToolbarButton';

interface Props {
  resetDemo: () => void;
  previewRef: React.RefObject<HTMLDivElement | null>;
  itemProps: (id: string) => ToolbarItemProps;
  track: (control: string) => void;
}

export default function ResetButtons({resetDemo, previewRef, itemProps, track}: Props) {
  return (
    <>
      <ToolbarButton itemProps={itemProps('reset-demo')} aria-label={messages.resetDemoLabel()} onClick={resetDemo}>
        ↺
      </ToolbarButton>
      <ToolbarButton
        itemProps={itemProps('reset-focus')}
        aria-label={messages.resetFocusLabel()}
        onClick={() => {
          previewRef.current?.focus();
          track('reset-focus');
        }}
      >
        ⇤
      </ToolbarButton>
    </>
  );
}
