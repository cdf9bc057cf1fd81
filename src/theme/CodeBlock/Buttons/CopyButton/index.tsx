/**
 * Ejected: theme-classic's copy button says "Copied" for 1000 ms, shows nothing when the copy is
 * refused (its promise rejection is left uncaught) and has no keyboard shortcut. Markdown code
 * blocks follow the demo sources' rules: "Copied" for 2000 ms, a visible failure with
 * the helper's reason (`The request is not allowed`), and Ctrl/Cmd+C copies the hovered block when
 * no text is selected.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import {useCopy} from '@site/src/lib/use-copy';
import {registerCopyShortcut} from '@site/src/lib/copy-shortcut';
import {copyMessages} from '@site/src/lib/copy-messages';
import styles from './styles.module.css';

export default function CopyButton({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {status, reason, copy, show} = useCopy(COPIED_FEEDBACK_MS);
  const statusRef = useRef<HTMLSpanElement>(null);
  const codeRef = useRef(metadata.code);
  codeRef.current = metadata.code;

  useEffect(() => {
    const block = statusRef.current?.closest('.theme-code-block');
    if (!block) return undefined;
    return registerCopyShortcut(block, {
      getText: () => codeRef.current,
      onCopied: (ok, why) => show(ok ? 'copied' : 'failed', why),
    });
  }, [show]);

  const label =
    status === 'copied'
      ? copyMessages.copied()
      : status === 'failed'
        ? copyMessages.failedStatus(reason)
        : translate({
            id: 'theme.CodeBlock.copyButtonAriaLabel',
            message: 'Copy code to clipboard',
            description: 'The ARIA label for copy code blocks button',
          });
  return (
    <>
      <Button
        aria-label={label}
        title={
          status === 'failed'
            ? label
            : translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})
        }
        className={clsx(
          className,
          styles.copyButton,
          status === 'copied' && styles.copyButtonCopied,
          status === 'failed' && styles.copyButtonFailed,
        )}
        data-copy-status={status}
        onClick={() => void copy(metadata.code)}
      >
        <span className={styles.copyButtonIcons} aria-hidden="true">
          <IconCopy className={styles.copyButtonIcon} />
          <IconSuccess className={styles.copyButtonSuccessIcon} />
        </span>
        {status === 'failed' && <span className={styles.failedLabel}>{copyMessages.failed()}</span>}
      </Button>
      <span ref={statusRef} role="status" className={styles.visuallyHidden}>
        {status === 'copied' ? copyMessages.copied() : status === 'failed' ? label : ''}
      </span>
    </>
  );
}
