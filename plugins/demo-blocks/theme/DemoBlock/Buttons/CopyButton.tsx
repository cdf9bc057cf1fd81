/** The toolbar's compact copy control: "Copied" for 1200 ms, or a visible failure. */
import React from 'react';
import {COMPACT_COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import type {ToolbarItemProps} from '../Toolbar';
import {useCopy} from '@site/src/lib/use-copy';
import {copyMessages} from '@site/src/lib/copy-messages';
import {messages} from '../messages';
import ToolbarButton from './ToolbarButton';

interface Props {
  code: string;
  itemProps: ToolbarItemProps;
  track: (control: string, value?: string) => void;
}

export default function CopyButton({code, itemProps, track}: Props) {
  const {status, reason, copy} = useCopy(COMPACT_COPIED_FEEDBACK_MS);
  return (
    <ToolbarButton
      itemProps={itemProps}
      data-copy-status={status}
      title={status === 'failed' ? copyMessages.failedStatus(reason) : undefined}
      aria-label={status === 'copied' ? messages.copied() : status === 'failed' ? messages.copyFailed() : messages.copySourceLabel()}
      onClick={async () => {
        const ok = await copy(code);
        track('copy', ok ? 'ok' : 'failed');
      }}
    >
      {status === 'copied' ? messages.copied() : status === 'failed' ? messages.copyFailedShort() : messages.copy()}
    </ToolbarButton>
  );
}
