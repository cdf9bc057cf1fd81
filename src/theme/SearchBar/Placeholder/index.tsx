/**
 * Looks and behaves like the search plugin's input until its code arrives: same classes, icon and
 * shortcut hint, so swapping the two moves nothing. Any sign of interest asks for the real bar.
 */
import React, {useEffect, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import {isMacPlatform} from '@site/src/lib/search-trigger';
import styles from './styles.module.css';

export default function SearchBarPlaceholder({onWanted}: {onWanted: (value: string, focused: boolean) => void}): React.ReactNode {
  // The hint depends on the platform: rendered after hydration, like the plugin does.
  const [isMac, setIsMac] = useState<boolean | null>(null);
  useEffect(() => setIsMac(isMacPlatform(navigator.platform)), []);
  const want = (event: React.SyntheticEvent<HTMLInputElement>, focused: boolean) =>
    onWanted(event.currentTarget.value, focused || document.activeElement === event.currentTarget);
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
        onPointerEnter={(e) => want(e, false)}
        onTouchStart={(e) => want(e, false)}
        onFocus={(e) => want(e, true)}
        onInput={(e) => want(e, true)}
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
