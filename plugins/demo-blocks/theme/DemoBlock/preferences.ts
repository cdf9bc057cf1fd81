/**
 * The reader's code variant and styling, one store for every demo on the page. Read in the browser
 * only (after hydration, so the static HTML and the first client render agree), from the URL hash
 * then the cookies; written back to the cookies; re-read when the hash changes.
 */
import {useSyncExternalStore} from 'react';
import {browserCookieJar} from '@site/src/lib/cookies';
import {resolveCodeVariant, codeVariantCookie, DEFAULT_CODE_VARIANT, type CodeVariant} from '@site/src/lib/code-variant';
import {resolveCodeStyling, codeStylingCookie, DEFAULT_CODE_STYLING, type CodeStyling} from '@site/src/lib/code-styling';

export interface CodePreferences {
  variant: CodeVariant;
  styling: CodeStyling;
}

const SERVER_SNAPSHOT: CodePreferences = {variant: DEFAULT_CODE_VARIANT, styling: DEFAULT_CODE_STYLING};

let current: CodePreferences | null = null;
const listeners = new Set<() => void>();

function readFromBrowser(): CodePreferences {
  const cookie = browserCookieJar()?.read() ?? '';
  const hash = window.location.hash;
  return {variant: resolveCodeVariant({hash, cookie}), styling: resolveCodeStyling({hash, cookie})};
}

function notify() {
  listeners.forEach((listener) => listener());
}

function onHashChange() {
  const next = readFromBrowser();
  if (current && next.variant === current.variant && next.styling === current.styling) return;
  current = next;
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('hashchange', onHashChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', onHashChange);
  };
}

function getSnapshot(): CodePreferences {
  current ??= readFromBrowser();
  return current;
}

export function useCodePreferences(): CodePreferences {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_SNAPSHOT);
}

export function setCodeVariant(variant: CodeVariant) {
  current = {...getSnapshot(), variant};
  browserCookieJar()?.write(codeVariantCookie(variant));
  notify();
}

export function setCodeStyling(styling: CodeStyling) {
  current = {...getSnapshot(), styling};
  browserCookieJar()?.write(codeStylingCookie(styling));
  notify();
}
