/**
 * Everything a demo block remembers, in one hook: which variant and language it shows (from the
 * reader's page-wide choices), the live-edit session (editor open, edited code, the component
 * compiled from it) and the "Reset demo" counter. The block's parts only read and call this.
 */
import {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {trackEvent} from '@site/src/lib/analytics';
import {codeVariantExtension, type CodeVariant} from '@site/src/lib/code-variant';
import {stylingForDemo, type CodeStyling} from '@site/src/lib/code-styling';
import type {DemoData, DemoVariant} from '../../types';
import {useCodePreferences} from './preferences';
import type {SourceFile} from './Source';
import {localModuleFiles} from '../../export/project';

/**
 * What became of the reader's edits when they switched TS/JS: converted to JavaScript, kept as
 * written because they do not compile, or kept as JavaScript under TS (types cannot be restored).
 */
export type CarriedEdits = 'converted' | 'unconverted' | 'kept-js';

interface LiveState {
  component: ComponentType;
  version: number;
}

export interface DemoBlockState {
  demo: DemoData;
  variant: DemoVariant;
  stylings: CodeStyling[];
  styling: CodeStyling;
  codeVariant: CodeVariant;
  /** The code the reader sees: the edited code, else the variant's source in their language. */
  currentCode: string;
  files: SourceFile[];
  editing: boolean;
  /** Editor remounts with a fresh initial code (after "Reset code"). */
  editorKey: number;
  hasEdits: boolean;
  /** Set when edits were carried across a TS/JS switch, until the code is reset. */
  carriedEdits: CarriedEdits | null;
  live: LiveState | null;
  remountKey: number;
  toggleEditing: () => void;
  setEditedCode: (code: string) => void;
  onCompiled: (component: ComponentType) => void;
  resetCode: () => void;
  resetDemo: () => void;
  /** Reports a toolbar control's use (analytics `demo_toolbar`). */
  track: (control: string, value?: string) => void;
}

export function useDemoBlockState(demo: DemoData): DemoBlockState {
  const preferences = useCodePreferences();
  const stylings = demo.variants.map((v) => v.styling);
  const styling = stylingForDemo(preferences.styling, stylings);
  const variant = demo.variants.find((v) => v.styling === styling) ?? demo.variants[0]!;
  const codeVariant = preferences.variant;
  const isTs = codeVariant === 'TS';
  const [remountKey, setRemountKey] = useState(0);
  const [editing, setEditing] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [editedCode, setEditedCode] = useState<string | null>(null);
  const [live, setLive] = useState<LiveState | null>(null);
  const [carriedEdits, setCarriedEdits] = useState<CarriedEdits | null>(null);
  const currentCode = editedCode ?? (isTs ? variant.ts : variant.js);

  const track = useCallback(
    (control: string, value?: string) => trackEvent('demo_toolbar', {demo: demo.name, control, value}),
    [demo.name],
  );

  // Read by the effect below when the language or styling changes, without re-running it per keystroke.
  const editedRef = useRef(editedCode);
  editedRef.current = editedCode;
  // The language the edited code is written in (TS edits that could not be converted stay TS).
  const editedLanguage = useRef<CodeVariant>(codeVariant);
  const shown = useRef({styling, codeVariant});
  useEffect(() => {
    const before = shown.current;
    shown.current = {styling, codeVariant};
    if (before.styling === styling && before.codeVariant === codeVariant) return undefined;
    const edited = editedRef.current;
    if (before.styling !== styling || edited === null) {
      // Another styling is another file: the edits of this one do not apply to it.
      setEditing(false);
      setEditedCode(null);
      setLive(null);
      setCarriedEdits(null);
      return undefined;
    }
    // The same demo in the other language: keep the edits, and the preview running them.
    if (codeVariant === 'TS') {
      // JavaScript is valid TypeScript here (the editor strips types, it does not check them).
      setCarriedEdits(editedLanguage.current === 'JS' ? 'kept-js' : null);
      return undefined;
    }
    if (editedLanguage.current === 'JS') {
      // Back to JS with the JavaScript edits carried to TS earlier: nothing to convert.
      setCarriedEdits(null);
      return undefined;
    }
    let cancelled = false;
    void import(/* webpackChunkName: "demo-editor-convert" */ '../../live/to-javascript').then(({typeScriptToJavaScript}) => {
      if (cancelled) return;
      try {
        setEditedCode(typeScriptToJavaScript(edited));
        editedLanguage.current = 'JS';
        setCarriedEdits('converted');
      } catch {
        setCarriedEdits('unconverted');
      }
      setEditorKey((k) => k + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [styling, codeVariant]);

  const onCompiled = useCallback((component: ComponentType) => {
    setLive((previous) => ({component, version: (previous?.version ?? 0) + 1}));
  }, []);

  const files: SourceFile[] = [
    {
      name: variant.fileName.replace(/\.tsx$/, codeVariantExtension(codeVariant)),
      code: currentCode,
      language: isTs ? 'tsx' : 'jsx',
      tokens: isTs ? variant.tsTokens : variant.jsTokens,
    },
    ...variant.extraFiles.map((f) => ({name: f.path, code: f.code, language: 'css', tokens: f.tokens})),
    // The modules it imports (seeded data, helpers), so what a reader copies compiles in their project.
    ...localModuleFiles(variant.localModules, codeVariant).map((f) => ({name: f.path, code: f.code, language: f.path.split('.').pop()!})),
  ];

  return {
    demo,
    variant,
    stylings,
    styling,
    codeVariant,
    currentCode,
    files,
    editing,
    editorKey,
    hasEdits: editedCode !== null,
    carriedEdits,
    live,
    remountKey,
    toggleEditing: () => {
      setEditing(!editing);
      track('edit', editing ? 'off' : 'on');
    },
    setEditedCode: (code: string) => {
      editedLanguage.current = codeVariant;
      setEditedCode(code);
    },
    onCompiled,
    resetCode: () => {
      setEditedCode(null);
      setLive(null);
      setCarriedEdits(null);
      setEditorKey((k) => k + 1);
      track('reset-code');
    },
    resetDemo: () => {
      setRemountKey((k) => k + 1);
      track('reset-demo');
    },
    track,
  };
}
