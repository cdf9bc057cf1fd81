/**
 * Wraps the search plugin's bar (swizzle: wrap) so its code loads only when a reader reaches for
 * search; a look-alike input stands in, and what was typed and the focus carry over.
 * Logic: src/lib/search-trigger.ts.
 */
import React, {lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentProps} from 'react';
import {useLocation} from '@docusaurus/router';
import type OriginalSearchBarType from '@theme-original/SearchBar';
import SearchBarPlaceholder from './Placeholder';
import {isMacPlatform, isSearchShortcut, wantsHighlight} from '@site/src/lib/search-trigger';

const OriginalSearchBar = lazy(() => import('@theme-original/SearchBar'));

type Props = ComponentProps<typeof OriginalSearchBarType>;

/** What the reader did in the look-alike input, read when the real bar takes over. */
export interface PlaceholderState {
  input: HTMLInputElement | null;
  focused: boolean;
}

function realInput(container: React.RefObject<HTMLDivElement | null>): HTMLInputElement | null {
  return container.current?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;
}

/** Sets a React-controlled input's value the way typing does, so its onChange and listeners run. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Carries text and focus from the look-alike to the real bar. The layout effect runs before the
 * plugin's mount effect (which reads the input and loads the index when it is focused); the plugin
 * then clears the input one task later (its search-highlight reset), so the text is put back after.
 */
function HandOver({container, from}: {container: React.RefObject<HTMLDivElement | null>; from: React.RefObject<PlaceholderState>}) {
  const latest = useRef('');
  useLayoutEffect(() => {
    const input = realInput(container);
    if (!input) return undefined;
    latest.current = from.current.input?.value ?? '';
    if (latest.current) input.value = latest.current;
    if (from.current.focused) input.focus();
    const track = () => {
      latest.current = input.value;
    };
    input.addEventListener('input', track);
    return () => input.removeEventListener('input', track);
  }, [container, from]);
  useEffect(() => {
    const timer = setTimeout(() => {
      const input = realInput(container);
      if (input && latest.current && input.value !== latest.current) typeInto(input, latest.current);
    }, 0);
    return () => clearTimeout(timer);
  }, [container]);
  return null;
}

export default function SearchBar(props: Props): React.ReactNode {
  const location = useLocation();
  const [wanted, setWanted] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const placeholderState = useRef<PlaceholderState>({input: null, focused: false});

  useEffect(() => {
    if (wantsHighlight(location.search)) setWanted(true);
  }, [location.search]);

  useEffect(() => {
    if (wanted) return undefined;
    const isMac = isMacPlatform(navigator.platform);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isMac)) return;
      event.preventDefault();
      placeholderState.current.focused = true;
      setWanted(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  const placeholder = <SearchBarPlaceholder state={placeholderState} onWanted={() => setWanted(true)} />;
  if (!wanted) return placeholder;
  return (
    <div ref={container} className="portal-search-bar" style={{display: 'contents'}}>
      <Suspense fallback={placeholder}>
        <OriginalSearchBar {...props} />
        <HandOver container={container} from={placeholderState} />
      </Suspense>
    </div>
  );
}
