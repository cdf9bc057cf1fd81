/**
 * The live editor (loaded only when a reader presses "Edit"): a plain <textarea> over the demo's
 * source, with the highlighted code drawn underneath it in the same font and box. The browser edits
 * the text itself, so no keystroke is ever lost at any typing speed, and undo, IME, selection and
 * screen readers work as in any text field. (react-live's contentEditable editor dropped keys: it
 * blocks input while React re-renders, and lost focus on its first re-render.) Each change is
 * compiled (TS accepted, see live/compile.ts) and handed to the preview; compile errors show here,
 * under the editor, naming the reader's file and line, and stick to the bottom of the window while
 * the editor is on screen (the error would otherwise sit below a long source, out of sight); runtime
 * errors show in the preview's error boundary.
 */
import React, {useDeferredValue, useEffect, useMemo, useRef, useState, type ComponentType} from 'react';
import {tokenize} from '@site/src/lib/code-highlight/prism-tokenize';
import {evaluateLiveCode, LiveSyntaxError, loadScope, type LoadedModules} from '../../../live/compile';
import {describeSyntaxError} from '../../../live/syntax-error';
import SourceLine from '../Source/SourceLine';
import {messages} from '../messages';
import styles from '../styles.module.css';

/** Wait this long after the last keystroke before re-rendering the demo. */
export const LIVE_COMPILE_DEBOUNCE_MS = 250;

export interface LiveEditorProps {
  demoName: string;
  /** The file the reader sees (`BarsBasic.tsx`, `BarsBasic.js`): compile errors name it. */
  fileName: string;
  initialCode: string;
  language: 'tsx' | 'jsx';
  scope: Record<string, () => Promise<unknown>>;
  onCompiled: (component: ComponentType) => void;
  onCodeChange: (code: string) => void;
}

/** The coloured copy of the code under the text field; it follows the text a frame late if it must. */
function Highlighted({code, language}: {code: string; language: string}) {
  const lines = useMemo(() => tokenize(code, language), [code, language]);
  return (
    <pre aria-hidden="true" className={`prism-code language-${language} ${styles.editorLayer} ${styles.editorHighlight}`}>
      {lines.map((line, i) => (
        <SourceLine key={i} line={line} />
      ))}
    </pre>
  );
}

export default function LiveEditor({demoName, fileName, initialCode, language, scope, onCompiled, onCodeChange}: LiveEditorProps) {
  const [code, setCode] = useState(initialCode);
  const shownCode = useDeferredValue(code);
  const [error, setError] = useState<string | null>(null);
  const modules = useRef<Promise<LoadedModules> | null>(null);
  const firstRun = useRef(true);

  useEffect(() => {
    // The unchanged source is already running; compile only after the first edit.
    if (firstRun.current) {
      firstRun.current = false;
      return undefined;
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        modules.current ??= loadScope(scope);
        const component = await evaluateLiveCode(code, await modules.current);
        if (cancelled) return;
        setError(null);
        onCompiled(component);
      } catch (e) {
        const message =
          e instanceof LiveSyntaxError ? await describeSyntaxError(e, code, fileName) : `${fileName}: ${(e as Error).message}`;
        if (!cancelled) setError(message);
      }
    }, LIVE_COMPILE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, scope, onCompiled, fileName]);

  return (
    <div className={styles.editor} data-demo-editor={demoName}>
      <div className={styles.editorInput}>
        <Highlighted code={shownCode} language={language} />
        <textarea
          className={`${styles.editorLayer} ${styles.editorTextarea}`}
          value={code}
          aria-label={messages.editorLabel(demoName)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          data-gramm="false"
          onChange={(event) => {
            setCode(event.target.value);
            onCodeChange(event.target.value);
          }}
        />
      </div>
      {error && (
        <pre role="alert" className={styles.compileError} data-demo-compile-error>
          {error}
        </pre>
      )}
    </div>
  );
}
