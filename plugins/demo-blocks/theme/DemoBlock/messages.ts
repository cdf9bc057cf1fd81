/**
 * Every word the demo block shows, through Docusaurus's translate() so translators add them to
 * i18n/<locale>/code.json (`npm run write-translations` lists them). English is the default.
 */
import {translate} from '@docusaurus/Translate';

export const messages = {
  // A control's accessible name starts with its visible text (WCAG 2.5.3): "TS", "Done", ...
  showTs: () => translate({id: 'demoBlock.variant.ts', message: 'TS, show TypeScript'}),
  showJs: () => translate({id: 'demoBlock.variant.js', message: 'JS, show JavaScript'}),
  codeLanguage: () => translate({id: 'demoBlock.variant.group', message: 'Code language'}),
  stylingGroup: () => translate({id: 'demoBlock.styling.group', message: 'Styling'}),
  stylingOption: (label: string) => translate({id: 'demoBlock.styling.option', message: 'Styling: {label}'}, {label}),
  edit: () => translate({id: 'demoBlock.edit', message: 'Edit'}),
  done: () => translate({id: 'demoBlock.edit.done', message: 'Done'}),
  editLabel: () => translate({id: 'demoBlock.edit.label', message: 'Edit the code live'}),
  stopEditingLabel: () => translate({id: 'demoBlock.edit.stopLabel', message: 'Done editing the code'}),
  resetCode: () => translate({id: 'demoBlock.resetCode', message: 'Reset code'}),
  resetCodeLabel: () => translate({id: 'demoBlock.resetCode.label', message: 'Reset code to the original'}),
  copy: () => translate({id: 'demoBlock.copy', message: 'Copy'}),
  copied: () => translate({id: 'demoBlock.copy.done', message: 'Copied'}),
  copyFailed: () => translate({id: 'demoBlock.copy.failed', message: 'Copy failed'}),
  copyFailedShort: () => translate({id: 'demoBlock.copy.failedShort', message: 'Failed'}),
  copySourceLabel: () => translate({id: 'demoBlock.copy.label', message: 'Copy the source'}),
  copyFileLabel: (file: string) => translate({id: 'demoBlock.copy.fileLabel', message: 'Copy {file}'}, {file}),
  linkLabel: () => translate({id: 'demoBlock.link', message: 'Link to this demo'}),
  resetDemoLabel: () => translate({id: 'demoBlock.resetDemo', message: 'Reset the demo'}),
  resetFocusLabel: () => translate({id: 'demoBlock.resetFocus', message: 'Reset focus to the start of the demo'}),
  toolbarLabel: (demo: string) => translate({id: 'demoBlock.toolbar', message: '{demo} demo tools'}, {demo}),
  previewLabel: (demo: string) => translate({id: 'demoBlock.preview', message: '{demo} demo'}, {demo}),
  sourceFiles: () => translate({id: 'demoBlock.source.files', message: 'Source files'}),
  sourceLabel: (file: string) => translate({id: 'demoBlock.source.label', message: '{file} source'}, {file}),
  expand: (lines: number) => translate({id: 'demoBlock.source.expand', message: 'Expand code ({lines} lines)'}, {lines: String(lines)}),
  collapse: () => translate({id: 'demoBlock.source.collapse', message: 'Collapse code'}),
  exportButton: () => translate({id: 'demoBlock.export', message: 'Export'}),
  exportLabel: () => translate({id: 'demoBlock.export.label', message: 'Export this demo'}),
  exportStackBlitz: () => translate({id: 'demoBlock.export.stackblitz', message: 'Open in StackBlitz'}),
  exportCodeSandbox: () => translate({id: 'demoBlock.export.codesandbox', message: 'Open in CodeSandbox'}),
  exportZip: () => translate({id: 'demoBlock.export.zip', message: 'Download project (.zip)'}),
  exportFailed: (reason: string) => translate({id: 'demoBlock.export.failed', message: 'Export failed: {reason}'}, {reason}),
  editorLoading: () => translate({id: 'demoBlock.editor.loading', message: 'Loading the editor…'}),
  editorLabel: (demo: string) => translate({id: 'demoBlock.editor.label', message: 'Edit the {demo} source'}, {demo}),
  carriedEdits: {
    converted: () => translate({id: 'demoBlock.edits.converted', message: 'Your edits were converted to JavaScript.'}),
    unconverted: () =>
      translate({
        id: 'demoBlock.edits.unconverted',
        message: 'Your edits do not compile, so they could not be converted to JavaScript: they are kept as you wrote them.',
      }),
    'kept-js': () =>
      translate({
        id: 'demoBlock.edits.keptJs',
        message: 'Your edits are kept in JavaScript: TypeScript types cannot be added back. “Reset code” shows the original TypeScript.',
      }),
  },
  crashed: () => translate({id: 'demoBlock.error.crashed', message: 'This demo stopped with an error.'}),
  crashedHint: () => translate({id: 'demoBlock.error.hint', message: 'Use “Reset demo” in the toolbar to start it again.'}),
  loadFailed: () => translate({id: 'demoBlock.error.load', message: 'This demo could not be loaded.'}),
  retry: () =>
    translate({
      id: 'demoBlock.error.retry',
      message: 'Try again',
      description: 'Button that loads a demo again after its code failed to load',
    }),
  loadFailedDetails: () =>
    translate({id: 'demoBlock.error.details', message: 'Details', description: 'Summary of the technical reason a demo failed to load'}),
};
