/**
 * A live demo block: the real component running in the portal's MUI theme, its toolbar (TS/JS,
 * styling, edit, copy, link, reset, export) and its source. Rendered by the remark plugin for each
 * `<Demo file="..." />`; swizzle @theme/DemoBlock to change it.
 */
// First: demo chunks can load only once it has wrapped the runtime's loader.
import '../../chunk-table-loader';
import React, {Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {trackEvent} from '@site/src/lib/analytics';
import {COMPACT_COPIED_FEEDBACK_MS} from '@site/src/lib/clipboard';
import {codeVariantExtension, type CodeVariant} from '@site/src/lib/code-variant';
import {
  CODE_STYLING_LABELS,
  demoHash,
  demoNameFromHash,
  stylingForDemo,
  type CodeStyling,
} from '@site/src/lib/code-styling';
import type {DemoData} from '../../types';
import {useCodePreferences, setCodeVariant, setCodeStyling} from './preferences';
import {useCopy} from './useCopy';
import Preview from './Preview';
import Source, {type SourceFile} from './Source';
import Toolbar from './Toolbar';
import ExportMenu from './ExportMenu';
import {messages} from './messages';
import styles from './styles.module.css';

const LiveEditor = lazy(() => import(/* webpackChunkName: "demo-editor" */ './Editor'));

interface LiveState {
  component: ComponentType;
  version: number;
}

export default function DemoBlock({demo}: {demo: DemoData}) {
  const preferences = useCodePreferences();
  const stylings = demo.variants.map((v) => v.styling);
  const styling = stylingForDemo(preferences.styling, stylings);
  const variant = demo.variants.find((v) => v.styling === styling) ?? demo.variants[0]!;
  const codeVariant = preferences.variant;
  const isTs = codeVariant === 'TS';
  const originalCode = isTs ? variant.ts : variant.js;
  const entryName = variant.fileName.replace(/\.tsx$/, codeVariantExtension(codeVariant));

  const rootRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const [remountKey, setRemountKey] = useState(0);
  const [editing, setEditing] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [editedCode, setEditedCode] = useState<string | null>(null);
  const [live, setLive] = useState<LiveState | null>(null);
  const [compactStatus, compactCopy] = useCopy(COMPACT_COPIED_FEEDBACK_MS);
  const currentCode = editedCode ?? originalCode;

  const track = (control: string, value?: string) => trackEvent('demo_toolbar', {demo: demo.name, control, value});

  // A different language or styling is a different source: leave the edited one behind.
  useEffect(() => {
    setEditing(false);
    setEditedCode(null);
    setLive(null);
  }, [styling, codeVariant]);

  // `#tailwind-Foo.js` names this demo but is not an element id: scroll to it ourselves.
  useEffect(() => {
    const hash = window.location.hash;
    if (hash !== `#${demo.name}` && demoNameFromHash(hash) === demo.name) rootRef.current?.scrollIntoView();
  }, [demo.name]);

  const onCompiled = useCallback((component: ComponentType) => {
    setLive((previous) => ({component, version: (previous?.version ?? 0) + 1}));
  }, []);

  const resetCode = () => {
    setEditedCode(null);
    setLive(null);
    setEditorKey((k) => k + 1);
    track('reset-code');
  };

  const files: SourceFile[] = [
    {name: entryName, code: currentCode, language: isTs ? 'tsx' : 'jsx', tokens: isTs ? variant.tsTokens : variant.jsTokens},
    ...variant.extraFiles.map((f) => ({name: f.path, code: f.code, language: 'css', tokens: f.tokens})),
  ];

  const editor = editing ? (
    <Suspense fallback={<div className={styles.editorLoading}>{messages.editorLoading()}</div>}>
      <LiveEditor
        key={`${editorKey}:${styling}:${codeVariant}`}
        demoName={demo.name}
        initialCode={currentCode}
        language={isTs ? 'tsx' : 'jsx'}
        scope={variant.scope}
        onCompiled={onCompiled}
        onCodeChange={setEditedCode}
      />
    </Suspense>
  ) : undefined;

  return (
    <div ref={rootRef} id={demo.name} className={styles.demoBlock} data-demo={demo.name}>
      <Preview
        demoName={demo.name}
        heightPx={demo.heightPx}
        variant={variant}
        remountKey={remountKey}
        liveComponent={live?.component ?? null}
        liveVersion={live?.version ?? 0}
        previewRef={previewRef}
      />
      <Toolbar label={messages.toolbarLabel(demo.name)}>
        {(itemProps) => (
          <>
            <div role="group" aria-label={messages.codeLanguage()} className={styles.toolbarGroup}>
              {(['TS', 'JS'] as CodeVariant[]).map((value) => (
                <button
                  key={value}
                  {...itemProps(`variant-${value}`)}
                  type="button"
                  className={styles.toolbarButton}
                  aria-pressed={codeVariant === value}
                  aria-label={value === 'TS' ? messages.showTs() : messages.showJs()}
                  onClick={() => {
                    setCodeVariant(value);
                    track('code-variant', value);
                  }}
                >
                  {value}
                </button>
              ))}
            </div>
            {stylings.length > 1 && (
              <div role="group" aria-label={messages.stylingGroup()} className={styles.toolbarGroup}>
                {stylings.map((value: CodeStyling) => (
                  <button
                    key={value}
                    {...itemProps(`styling-${value}`)}
                    type="button"
                    className={styles.toolbarButton}
                    aria-pressed={styling === value}
                    aria-label={messages.stylingOption(CODE_STYLING_LABELS[value])}
                    onClick={() => {
                      setCodeStyling(value);
                      track('code-styling', value);
                    }}
                  >
                    {CODE_STYLING_LABELS[value]}
                  </button>
                ))}
              </div>
            )}
            <span className={styles.toolbarSpacer} />
            <button
              {...itemProps('edit')}
              type="button"
              className={styles.toolbarButton}
              aria-pressed={editing}
              aria-label={editing ? messages.stopEditingLabel() : messages.editLabel()}
              onClick={() => {
                setEditing(!editing);
                track('edit', editing ? 'off' : 'on');
              }}
            >
              {editing ? messages.done() : messages.edit()}
            </button>
            {(editing || editedCode !== null) && (
              <button {...itemProps('reset-code')} type="button" className={styles.toolbarButton} aria-label={messages.resetCodeLabel()} onClick={resetCode}>
                {messages.resetCode()}
              </button>
            )}
            <button
              {...itemProps('copy')}
              type="button"
              className={styles.toolbarButton}
              data-copy-status={compactStatus}
              aria-label={compactStatus === 'copied' ? messages.copied() : compactStatus === 'failed' ? messages.copyFailed() : messages.copySourceLabel()}
              onClick={async () => {
                const ok = await compactCopy(currentCode);
                track('copy', ok ? 'ok' : 'failed');
              }}
            >
              {compactStatus === 'copied' ? messages.copied() : compactStatus === 'failed' ? messages.copyFailedShort() : messages.copy()}
            </button>
            <a
              {...itemProps('link')}
              className={styles.toolbarButton}
              href={demoHash(demo.name, styling, codeVariant)}
              aria-label={messages.linkLabel()}
              onClick={() => track('link')}
            >
              #
            </a>
            <button
              {...itemProps('reset-demo')}
              type="button"
              className={styles.toolbarButton}
              aria-label={messages.resetDemoLabel()}
              onClick={() => {
                setRemountKey((k) => k + 1);
                track('reset-demo');
              }}
            >
              ↺
            </button>
            <button
              {...itemProps('reset-focus')}
              type="button"
              className={styles.toolbarButton}
              aria-label={messages.resetFocusLabel()}
              onClick={() => {
                previewRef.current?.focus();
                track('reset-focus');
              }}
            >
              ⇤
            </button>
            <ExportMenu demo={demo} variant={variant} codeVariant={codeVariant} currentCode={currentCode} itemProps={itemProps('export')} />
          </>
        )}
      </Toolbar>
      <Source demoName={demo.name} files={files} editor={editor} />
    </div>
  );
}
