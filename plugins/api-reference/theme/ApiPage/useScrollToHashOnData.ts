import {useLayoutEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';

/**
 * A link to a row of an API page (`/x/api/data-grid/data-grid#prop-sortModel`) from another page:
 * the router scrolls to the hash as the page arrives, but a client-side switch brings the page's
 * rows with its data, fetched after that, so the router found nothing and the reader was left at
 * the top (or wherever the page left was scrolled). Once the data has rendered, scroll to the row
 * the hash names. A page that came with its data (hydration) is left to the browser.
 */
export function useScrollToHashOnData(hasData: boolean): void {
  const {hash} = useLocation();
  const hadData = useRef(hasData);
  useLayoutEffect(() => {
    if (hasData && !hadData.current && hash.length > 1) {
      let id: string | null = null;
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        // A malformed hash names no row.
      }
      if (id !== null) document.getElementById(id)?.scrollIntoView();
    }
    hadData.current = hasData;
  }, [hasData, hash]);
}
