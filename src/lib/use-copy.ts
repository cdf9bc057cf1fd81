/**
 * Copying text from a button or a shortcut: "copied" or "failed" for `feedbackMs`, then back to
 * idle. Never throws: a refused copy becomes the "failed" status and the helper's reason (`The
 * request is not allowed`), for the UI to show. Shared by Markdown code blocks and demos.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {copyToClipboard} from './clipboard';

export type CopyStatus = 'idle' | 'copied' | 'failed';

export interface CopyState {
  status: CopyStatus;
  /** Why the last copy failed (the helper's message), while the status is "failed". */
  reason: string;
  /** Copies `text`; resolves true when it was copied. */
  copy: (text: string) => Promise<boolean>;
  /** Shows a status for `feedbackMs` (a copy made elsewhere, e.g. by the shortcut). */
  show: (status: CopyStatus, reason?: string) => void;
}

export function useCopy(feedbackMs: number): CopyState {
  const [state, setState] = useState<{status: CopyStatus; reason: string}>({status: 'idle', reason: ''});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (status: CopyStatus, reason = '') => {
      clearTimeout(timer.current);
      setState({status, reason});
      if (status !== 'idle') timer.current = setTimeout(() => setState({status: 'idle', reason: ''}), feedbackMs);
    },
    [feedbackMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await copyToClipboard(text);
        show('copied');
        return true;
      } catch (error) {
        show('failed', (error as Error).message);
        return false;
      }
    },
    [show],
  );
  return {status: state.status, reason: state.reason, copy, show};
}
