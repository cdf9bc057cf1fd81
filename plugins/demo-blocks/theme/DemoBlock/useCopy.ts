import {useCallback, useEffect, useRef, useState} from 'react';
import {copyToClipboard} from '@site/src/lib/clipboard';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies text and reports "copied"/"failed" for `feedbackMs`, then goes back to idle. */
export function useCopy(feedbackMs: number): [CopyStatus, (text: string) => Promise<boolean>, (status: CopyStatus) => void] {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (next: CopyStatus) => {
      clearTimeout(timer.current);
      setStatus(next);
      if (next !== 'idle') timer.current = setTimeout(() => setStatus('idle'), feedbackMs);
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
      } catch {
        show('failed');
        return false;
      }
    },
    [show],
  );
  return [status, copy, show];
}
