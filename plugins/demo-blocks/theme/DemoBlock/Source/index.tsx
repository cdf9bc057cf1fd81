/**
 * The demo's source in the site's code theme, from tokens computed at build time (no Prism in the
 * browser until a reader edits the code). Long sources start collapsed to a preview and expand on
 * request. A copy button ("Copied" for 2 s) sits on top; hovering the block makes Ctrl/Cmd+C copy it.
 */
import React, {useEffect, useMemo, useRef, useState} from 'react';
import {expandTokens, type CompactTokens} from '@site/src/lib/code-highlight/compact-tokens';
import {useHighlightedLines} from '@site/src/lib/code-highlight/use-highlighted-lines';
import {COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import {trackEvent} from '@site/src/lib/analytics';
import {useCopy} from '@site/src/lib/use-copy';
import {registerCopyShortcut} from '@site/src/lib/copy-shortcut';
import {copyMessages} from '@site/src/lib/copy-messages';
import {messages} from '../messages';
import styles from '../styles.module.css';
import SourceLine from './SourceLine';

/** Sources longer than this start collapsed, showing this many lines. */
export const COLLAPSED_PREVIEW_LINES = 14;

export interface SourceFile {
  name: string;
  code: string;
  language: string;
  /** The build's tokens for `code` (trailing whitespace trimmed); ignored when they do not match it. */
  tokens?: CompactTokens;
}

interface SourceProps {
  demoName: string;
  files: SourceFile[];
  /** Replaces the highlighted view (the live editor). */
  editor?: React.ReactNode;
}

export default function Source({demoName, files, editor}: SourceProps) {
  const [fileIndex, setFileIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  const {status, reason, copy, show} = useCopy(COPIED_FEEDBACK_MS);
  const containerRef = useRef<HTMLDivElement>(null);
  const file = files[Math.min(fileIndex, files.length - 1)]!;
  const codeRef = useRef(file.code);
  codeRef.current = file.code;

  useEffect(() => {
    if (fileIndex >= files.length) setFileIndex(0);
  }, [files.length, fileIndex]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element || editor) return undefined;
    return registerCopyShortcut(element, {
      getText: () => codeRef.current,
      onCopied: (ok, why) => {
        show(ok ? 'copied' : 'failed', why);
        trackEvent('demo_copy_shortcut', {demo: demoName, ok});
      },
    });
  }, [demoName, editor, show]);

  const code = file.code.trimEnd();
  const buildLines = useMemo(() => expandTokens(file.tokens, code), [file.tokens, code]);
  // While the live editor shows, this view is hidden: do not colour every keystroke's code.
  const allLines = useHighlightedLines(code, editor ? 'text' : file.language, buildLines);
  const lineCount = allLines.length;
  const collapsible = !editor && lineCount > COLLAPSED_PREVIEW_LINES;
  const collapsed = collapsible && !expanded;
  const codeId = `${demoName}-source`;
  const lines = collapsed ? allLines.slice(0, COLLAPSED_PREVIEW_LINES) : allLines;

  return (
    // Code reads left to right even on a right-to-left page.
    <div className={styles.source} dir="ltr">
      {files.length > 1 && (
        <div role="tablist" aria-label={messages.sourceFiles()} className={styles.fileTabs}>
          {files.map((f, i) => (
            <button
              key={f.name}
              type="button"
              role="tab"
              aria-selected={i === fileIndex}
              className={styles.fileTab}
              onClick={() => setFileIndex(i)}
            >
              {f.name}
            </button>
          ))}
        </div>
      )}
      <div ref={containerRef} className={styles.codeContainer} data-demo-code={demoName} data-collapsed={collapsed ? 'true' : 'false'}>
        {editor ?? (
          <pre
            id={codeId}
            className={`prism-code language-${file.language} ${styles.code}`}
            tabIndex={0}
            aria-label={messages.sourceLabel(file.name)}
            data-demo-source-file={file.name}
          >
            <code>
              {lines.map((line, i) => (
                <SourceLine key={i} line={line} />
              ))}
            </code>
          </pre>
        )}
        {!editor && (
          <button
            type="button"
            className={styles.copyButton}
            data-copy-status={status}
            title={status === 'failed' ? copyMessages.failedStatus(reason) : undefined}
            aria-label={
              status === 'copied' ? messages.copied() : status === 'failed' ? messages.copyFailed() : messages.copyFileLabel(file.name)
            }
            onClick={async () => {
              const ok = await copy(file.code);
              trackEvent('demo_copy', {demo: demoName, control: 'source', ok});
            }}
          >
            {status === 'copied' ? messages.copied() : status === 'failed' ? messages.copyFailed() : messages.copy()}
          </button>
        )}
        <span role="status" className={styles.visuallyHidden}>
          {status === 'copied' ? messages.copied() : status === 'failed' ? copyMessages.failedStatus(reason) : ''}
        </span>
      </div>
      {collapsible && (
        <button
          type="button"
          className={styles.expandButton}
          aria-expanded={expanded}
          aria-controls={codeId}
          onClick={() => {
            setExpanded(!expanded);
            trackEvent('demo_expand_source', {demo: demoName, expanded: !expanded});
          }}
        >
          {expanded ? messages.collapse() : messages.expand(lineCount)}
        </button>
      )}
    </div>
  );
}
