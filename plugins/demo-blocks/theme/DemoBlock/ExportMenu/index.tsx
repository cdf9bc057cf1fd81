/**
 * "Export": open the demo in StackBlitz or CodeSandbox (form POST to their define endpoints) or
 * download it as a Vite project zip. The project is built from the variant and language shown.
 */
import React, {useEffect, useRef, useState} from 'react';
import {trackEvent} from '@site/src/lib/analytics';
import type {CodeVariant} from '@site/src/lib/code-variant';
import type {DemoData, DemoVariant} from '../../../types';
import {buildProjectFiles, packageNameFor} from '../../../export/project';
import {stackBlitzForm, codeSandboxForm, submitForm, downloadProjectZip} from '../../../export/sandboxes';
import type {ToolbarItemProps} from '../Toolbar';
import {messages} from '../messages';
import styles from '../styles.module.css';

interface ExportMenuProps {
  demo: DemoData;
  variant: DemoVariant;
  codeVariant: CodeVariant;
  /** The code as the reader sees it (edited or not). */
  currentCode: string;
  itemProps: ToolbarItemProps;
}

type Target = 'stackblitz' | 'codesandbox' | 'zip';

/** The build's list for the code as shipped; edited code's own imports otherwise (may throw UNKNOWN_ADAPTER_MESSAGE). */
async function exportDependencies(
  demo: DemoData,
  variant: DemoVariant,
  codeVariant: CodeVariant,
  code: string,
): Promise<Record<string, string>> {
  if (code === (codeVariant === 'TS' ? variant.ts : variant.js)) return variant.dependencies;
  const {dependenciesOfExportedCode} = await import(/* webpackChunkName: "demo-export-deps" */ '../../../export/edited-dependencies');
  return dependenciesOfExportedCode(code, variant, demo.variants);
}

export default function ExportMenu({demo, variant, codeVariant, currentCode, itemProps}: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = `${demo.name}-export-menu`;

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node) && event.target !== buttonRef.current) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const run = async (target: Target) => {
    setOpen(false);
    setError(null);
    trackEvent('demo_export', {demo: demo.name, target, codeVariant, styling: variant.styling});
    try {
      const source = codeVariant === 'TS' ? {ts: currentCode} : {js: currentCode};
      const dependencies = await exportDependencies(demo, variant, codeVariant, currentCode);
      const files = buildProjectFiles(demo, {...variant, ...source, dependencies}, codeVariant);
      if (target === 'stackblitz') submitForm(stackBlitzForm(files, demo.name));
      else if (target === 'codesandbox') submitForm(codeSandboxForm(files));
      else await downloadProjectZip(files, packageNameFor(demo.name));
    } catch (e) {
      setError(messages.exportFailed((e as Error).message));
    }
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') {
      event.stopPropagation(); // keep the toolbar's roving focus out of the open menu
    }
  };

  return (
    <div className={styles.exportWrapper}>
      <button
        {...itemProps}
        ref={buttonRef}
        type="button"
        className={styles.toolbarButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={messages.exportLabel()}
        onClick={() => setOpen(!open)}
      >
        {messages.exportButton()} ▾
      </button>
      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={messages.exportButton()} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => run('stackblitz')}>
            {messages.exportStackBlitz()}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => run('codesandbox')}>
            {messages.exportCodeSandbox()}
          </button>
          <button type="button" role="menuitem" tabIndex={-1} onClick={() => run('zip')}>
            {messages.exportZip()}
          </button>
        </div>
      )}
      {error && (
        <span role="alert" className={styles.inlineError}>
          {error}
        </span>
      )}
    </div>
  );
}
