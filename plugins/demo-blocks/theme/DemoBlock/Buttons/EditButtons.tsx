/** "Edit" opens the live editor ("Done" closes it); "Reset code" appears once there is something to reset. */
import React from 'react';
import type {ToolbarItemProps} from '../Toolbar';
import type {DemoBlockState} from '../useDemoBlockState';
import {messages} from '../messages';
import ToolbarButton from './ToolbarButton';

interface Props {
  state: Pick<DemoBlockState, 'editing' | 'hasEdits' | 'toggleEditing' | 'resetCode'>;
  itemProps: (id: string) => ToolbarItemProps;
}

export default function EditButtons({state, itemProps}: Props) {
  const {editing, hasEdits, toggleEditing, resetCode} = state;
  return (
    <>
      <ToolbarButton
        itemProps={itemProps('edit')}
        aria-pressed={editing}
        aria-label={editing ? messages.stopEditingLabel() : messages.editLabel()}
        onClick={toggleEditing}
      >
        {editing ? messages.done() : messages.edit()}
      </ToolbarButton>
      {(editing || hasEdits) && (
        <ToolbarButton itemProps={itemProps('reset-code')} aria-label={messages.resetCodeLabel()} onClick={resetCode}>
          {messages.resetCode()}
        </ToolbarButton>
      )}
    </>
  );
}
