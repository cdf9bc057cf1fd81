/**
 * A live demo block: the real component running in the portal's MUI theme, its toolbar and its
 * source. Rendered by the remark plugin for each `<Demo file="..." />`; swizzle @theme/DemoBlock
 * (or one of its parts) to change it. Split by role, as theme-live-codeblock splits its playground:
 * state in useDemoBlockState, the preview, the toolbar's buttons, the source and the editor.
 */
// First: demo chunks can load only once it has wrapped the runtime's loader.
import '../../chunk-table-loader';
import React, {Suspense, lazy, useEffect, useRef} from 'react';
import {demoNameFromHash} from '@site/src/lib/code-styling';
import type {DemoData} from '../../types';
import {useDemoBlockState} from './useDemoBlockState';
import Preview from './Preview';
import Source from './Source';
import Toolbar from './Toolbar';
import ExportMenu from './ExportMenu';
import CodeVariantButtons from './Buttons/CodeVariantButtons';
import StylingButtons from './Buttons/StylingButtons';
import EditButtons from './Buttons/EditButtons';
import CopyButton from './Buttons/CopyButton';
import LinkButton from './Buttons/LinkButton';
import ResetButtons from './Buttons/ResetButtons';
import {messages} from './messages';
import styles from './styles.module.css';

const LiveEditor = lazy(() => import(/* webpackChunkName: "demo-editor" */ './Editor'));

/** `#tailwind-Foo.js` names this demo but is not an element id: scroll to it ourselves. */
function useScrollToDemoHash(rootRef: React.RefObject<HTMLDivElement | null>, name: string): void {
  useEffect(() => {
    const hash = window.location.hash;
    if (hash !== `#${name}` && demoNameFromHash(hash) === name) rootRef.current?.scrollIntoView();
  }, [rootRef, name]);
}

export default function DemoBlock({demo}: {demo: DemoData}) {
  const state = useDemoBlockState(demo);
  const {variant, styling, codeVariant, currentCode, track} = state;
  const rootRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  useScrollToDemoHash(rootRef, demo.name);
  const language = codeVariant === 'TS' ? 'tsx' : 'jsx';

  const editor = state.editing ? (
    <Suspense fallback={<div className={styles.editorLoading}>{messages.editorLoading()}</div>}>
      <LiveEditor
        key={`${state.editorKey}:${styling}:${codeVariant}`}
        demoName={demo.name}
        fileName={state.files[0]!.name}
        initialCode={currentCode}
        language={language}
        scope={variant.scope}
        onCompiled={state.onCompiled}
        onCodeChange={state.setEditedCode}
      />
    </Suspense>
  ) : undefined;

  return (
    <div ref={rootRef} id={demo.name} className={styles.demoBlock} data-demo={demo.name}>
      <Preview
        demoName={demo.name}
        heightPx={demo.heightPx}
        variant={variant}
        remountKey={state.remountKey}
        liveComponent={state.live?.component ?? null}
        liveVersion={state.live?.version ?? 0}
        previewRef={previewRef}
      />
      <Toolbar label={messages.toolbarLabel(demo.name)}>
        {(itemProps) => (
          <>
            <CodeVariantButtons codeVariant={codeVariant} itemProps={itemProps} track={track} />
            <StylingButtons stylings={state.stylings} styling={styling} itemProps={itemProps} track={track} />
            <span className={styles.toolbarSpacer} />
            <EditButtons state={state} itemProps={itemProps} />
            <CopyButton code={currentCode} itemProps={itemProps('copy')} track={track} />
            <LinkButton demoName={demo.name} styling={styling} codeVariant={codeVariant} itemProps={itemProps('link')} track={track} />
            <ResetButtons resetDemo={state.resetDemo} previewRef={previewRef} itemProps={itemProps} track={track} />
            <ExportMenu demo={demo} variant={variant} codeVariant={codeVariant} currentCode={currentCode} itemProps={itemProps('export')} />
          </>
        )}
      </Toolbar>
      {state.carriedEdits && (
        <p role="status" className={styles.carriedEdits} data-demo-carried-edits={state.carriedEdits}>
          {messages.carriedEdits[state.carriedEdits]()}
        </p>
      )}
      <Source demoName={demo.name} files={state.files} editor={editor} />
    </div>
  );
}
