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
type Handoff = {value: string; focused: boolean};

/** Runs after the real bar's DOM exists and before its mount effect reads the input's value/focus. */
function HandOver({container, handoff}: {container: React.RefObject<HTMLDivElement | null>; handoff: Handoff | null}) {
  useLayoutEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>('input.navbar__search-input');
    if (!input || !handoff) return;
    if (handoff.value) input.value = handoff.value;
    if (handoff.focused) input.focus();
  }, [container, handoff]);
  return null;
}

export default function SearchBar(props: Props): React.ReactNode {
  const location = useLocation();
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const wanted = handoff !== null;

  useEffect(() => {
    if (wantsHighlight(location.search)) setHandoff((h) => h ?? {value: '', focused: false});
  }, [location.search]);

  useEffect(() => {
    if (wanted) return undefined;
    const isMac = isMacPlatform(navigator.platform);
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, isMac)) return;
      event.preventDefault();
      setHandoff({value: '', focused: true});
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [wanted]);

  const placeholder = <SearchBarPlaceholder onWanted={(value, focused) => setHandoff((h) => h ?? {value, focused})} />;
  if (!wanted) return placeholder;
  return (
    <div ref={container} className="portal-search-bar" style={{display: 'contents'}}>
      <Suspense fallback={placeholder}>
        <OriginalSearchBar {...props} />
        <HandOver container={container} handoff={handoff} />
      </Suspense>
    </div>
  );
}
