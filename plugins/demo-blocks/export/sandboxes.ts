/**
 * "Open in StackBlitz" / "Open in CodeSandbox": both take a project through a form POST to their
 * public define endpoints (no API key, nothing sent until the reader clicks). The endpoints are
 * plugin constants so a mirror can be configured in one place.
 */
import {compressForCodeSandbox} from './codesandbox-parameters';
import {entryFileOf, type ProjectFiles} from './project';

export const STACKBLITZ_DEFINE_URL = 'https://stackblitz.com/run';
export const CODESANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

export interface SandboxForm {
  action: string;
  fields: Record<string, string>;
}

export function stackBlitzForm(files: ProjectFiles, title: string): SandboxForm {
  const fields: Record<string, string> = {
    'project[title]': title,
    'project[description]': `${title}: a demo from the MUI X documentation portal`,
    'project[template]': 'node',
  };
  for (const [path, content] of Object.entries(files)) fields[`project[files][${path}]`] = content;
  return {action: `${STACKBLITZ_DEFINE_URL}?file=${encodeURIComponent(entryFileOf(files))}`, fields};
}

export function codeSandboxForm(files: ProjectFiles): SandboxForm {
  const payload = {
    files: Object.fromEntries(Object.entries(files).map(([path, content]) => [path, {content, isBinary: false}])),
  };
  return {
    action: CODESANDBOX_DEFINE_URL,
    fields: {parameters: compressForCodeSandbox(JSON.stringify(payload)), query: `file=/${entryFileOf(files)}`},
  };
}

/** Submits a form in a new tab; the page itself stays. */
export function submitForm(form: SandboxForm, doc: Document = document): HTMLFormElement {
  const element = doc.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.target = '_blank';
  element.style.display = 'none';
  element.setAttribute('data-demo-export-form', '');
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
  element.remove();
  return element;
}

/** Zips the project (jszip, loaded only when asked) and hands it to the browser as a download. */
export async function downloadProjectZip(files: ProjectFiles, baseName: string, doc: Document = document): Promise<void> {
  const {default: JSZip} = await import(/* webpackChunkName: "demo-zip" */ 'jszip');
  const zip = new JSZip();
  const folder = zip.folder(baseName)!;
  for (const [path, content] of Object.entries(files)) folder.file(path, content);
  const blob = await zip.generateAsync({type: 'blob'});
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = `${baseName}.zip`;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
