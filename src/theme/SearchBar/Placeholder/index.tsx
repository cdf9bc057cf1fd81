/**
 * Looks and behaves like the search plugin's input until its code arrives: same classes, icon and
 * shortcut hint, so swapping the two moves nothing. Any sign of interest asks for the real bar.
 */
import React, {useEffect, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {isMacPlatform} from '@site/src/lib/search-trigger';
import type {PlaceholderState} from '..';
import styles from './styles.module.css';

export default function SearchBarPlaceholder({state, onWanted}: {state: React.RefObject<PlaceholderState>; onWanted: () => void}): React.ReactNode {
  // The hint depends on the platform: rendered after hydration, like the plugin does.
  const [isMac, setIsMac] = useState<boolean | null>(null);
  useEffect(() => setIsMac(isMacPlatform(navigator.platform)), []);
  const onFocus = () => {
    state.current.focused = true;
    onWanted();
  };
  // Deferred: the swap itself may blur this input as it leaves the page; a real blur still counts.
  const onBlur = () => setTimeout(() => (state.current.focused = false), 0);
  return (
    <div className={`navbar__search ${styles.container}`} dir="ltr">
      <svg aria-hidden="true" className={styles.icon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        placeholder={translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'})}
        aria-label="Search"
        className={`navbar__search-input ${styles.input}`}
        ref={(input) => {
          // Kept after unmount on purpose: the real bar reads what was typed from it.
          if (input) state.current.input = input;
        }}
        onPointerEnter={onWanted}
        onTouchStart={onWanted}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {isMac !== null && (
        <div className={styles.hints}>
          <kbd className={styles.hint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.hint}>K</kbd>
        </div>
      )}
    </div>
  );
}
