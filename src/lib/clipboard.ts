/**
 * Copying text: the Clipboard API first, then the legacy `execCommand('copy')` on a hidden textarea.
 * When both fail the helper throws `The request is not allowed` so the UI can say so.
 */

/** How long a copy button says "Copied". */
export const COPIED_FEEDBACK_MS = 2000;
/** The same for the compact copy control in a demo toolbar. */
export const COMPACT_COPIED_FEEDBACK_MS = 1200;

export const COPY_NOT_ALLOWED_MESSAGE = 'The request is not allowed';

export interface ClipboardEnvironment {
  navigator?: {clipboard?: {writeText(text: string): Promise<void>}};
  document?: Document;
}

function defaultEnvironment(): ClipboardEnvironment {
  return {
    navigator: typeof navigator === 'undefined' ? undefined : navigator,
    document: typeof document === 'undefined' ? undefined : document,
  };
}

function legacyCopy(doc: Document, text: string): boolean {
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '-1000px';
  textarea.style.opacity = '0';
  doc.body.appendChild(textarea);
  const previousFocus = doc.activeElement as HTMLElement | null;
  try {
    textarea.focus();
    textarea.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.();
  }
}

export async function copyToClipboard(text: string, env: ClipboardEnvironment = defaultEnvironment()): Promise<void> {
  const writeText = env.navigator?.clipboard?.writeText;
  if (typeof writeText === 'function') {
    try {
      await writeText.call(env.navigator!.clipboard, text);
      return;
    } catch {
      /* permission denied or insecure context: try the fallback */
    }
  }
  if (env.document && legacyCopy(env.document, text)) return;
  throw new Error(COPY_NOT_ALLOWED_MESSAGE);
}
