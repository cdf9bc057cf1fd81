/**
 * Ctrl/Cmd+C over a code block (a Markdown code block or a demo's source) copies that code when no
 * text is selected. One document listener serves every block on the page; blocks register
 * how to get their code and how to say "Copied" (or why it failed).
 */
import {copyToClipboard} from './clipboard';

interface Registration {
  getText: () => string;
  onCopied: (ok: boolean, reason?: string) => void;
}

const registry = new Map<Element, Registration>();

function isEditable(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  return element.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName);
}

function onKeyDown(event: KeyboardEvent) {
  if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'c' || event.altKey || event.shiftKey) return;
  const selection = window.getSelection();
  if (selection && !selection.isCollapsed && selection.toString() !== '') return;
  if (isEditable(event.target)) return;
  const hovered = [...registry.keys()].find((element) => element.matches(':hover'));
  if (!hovered) return;
  const registration = registry.get(hovered)!;
  event.preventDefault();
  copyToClipboard(registration.getText()).then(
    () => registration.onCopied(true),
    (error: Error) => registration.onCopied(false, error.message),
  );
}

export function registerCopyShortcut(element: Element, registration: Registration): () => void {
  if (registry.size === 0) document.addEventListener('keydown', onKeyDown);
  registry.set(element, registration);
  return () => {
    registry.delete(element);
    if (registry.size === 0) document.removeEventListener('keydown', onKeyDown);
  };
}
