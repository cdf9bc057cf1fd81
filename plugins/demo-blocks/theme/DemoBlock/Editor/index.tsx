/**
 * The live editor (loaded only when a reader presses "Edit"): react-live's editor over the demo's
 * source; each change is compiled (TS accepted, see live/compile.ts) and handed to the preview.
 * Compile errors show here, inline; runtime errors show in the preview's error boundary.
 */
import React, {useEffect, useRef, useState, type ComponentType} from 'react';
import {Editor} from 'react-live';
import {usePrismTheme} from '@docusaurus/theme-common';
import {evaluateLiveCode, loadScope, type LoadedModules} from '../../../live/compile';
import {messages} from '../messages';
import styles from '../styles.module.css';

/** Wait this long after the last keystroke before re-rendering the demo. */
export const LIVE_COMPILE_DEBOUNCE_MS = 250;

export interface LiveEditorProps {
  demoName: string;
  initialCode: string;
  language: 'tsx' | 'jsx';
  scope: Record<string, () => Promise<unknown>>;
  onCompiled: (component: ComponentType) => void;
  onCodeChange: (code: string) => void;
}

export default function LiveEditor({demoName, initialCode, language, scope, onCompiled, onCodeChange}: LiveEditorProps) {
  const prismTheme = usePrismTheme();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const modules = useRef<Promise<LoadedModules> | null>(null);
  const firstRun = useRef(true);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // react-live renders a contentEditable <pre> without a name; give it one for screen readers.
    const editable = containerRef.current?.querySelector('[contenteditable]');
    editable?.setAttribute('role', 'textbox');
    editable?.setAttribute('aria-multiline', 'true');
    editable?.setAttribute('aria-label', messages.editorLabel(demoName));
  }, [demoName]);

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
        if (!cancelled) setError((e as Error).message);
      }
    }, LIVE_COMPILE_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [code, scope, onCompiled]);

  return (
    <div ref={containerRef} className={styles.editor} data-demo-editor={demoName}>
      <Editor
        code={code}
        language={language}
        theme={prismTheme}
        tabMode="focus"
        className={styles.editorInput}
        onChange={(next) => {
          setCode(next);
          onCodeChange(next);
        }}
      />
      {error && (
        <pre role="alert" className={styles.compileError} data-demo-compile-error>
          {error}
        </pre>
      )}
    </div>
  );
}
