/**
 * Hands one page over to the next: renders the current route's page and, on a link navigation,
 * keeps the page being left mounted but hidden (no layout, no paint, inert) until the new page's
 * first frame has painted, then unmounts it (page-handover.ts says when). Tearing down a long
 * page with live demos in the same commit as the new page cost that frame ~25 ms at 4x CPU. Used
 * twice: around DocRoot's main column (one doc to another) and around the top-level routes
 * (plugins/load-before-navigating/pending-navigation.tsx: a guide to an API page, where the whole
 * docs root goes).
 *
 * The kept page renders under the router context it last rendered with, and as the same element,
 * so React does not render it again with the new location. It comes after the new page in the DOM,
 * so `querySelector` finds the new page's elements first.
 */
import React, {useContext, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode} from 'react';
import {__RouterContext as RouterContext} from 'react-router';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {afterNextPaint} from '@site/src/lib/after-next-paint';
import {hasAnchor, mayKeepLeavingPage} from '../../page-handover';
import styles from './styles.module.css';

type RouterValue = React.ContextType<typeof RouterContext>;

interface Shown {
  key: string;
  page: ReactElement;
  router: RouterValue;
}

export interface Props {
  /** Which page this is: a new key is a new page (the route the location matches at this level). */
  pageKey: string;
  /**
   * How the current page's wrapper lays out: a block (the docs main column), or no box of its own
   * (`contents`: above a page's Layout, whose main wrapper is a flex item of the site's root).
   */
  wrapper?: 'block' | 'contents';
  children: ReactElement;
}

export default function PageHandover({pageKey, wrapper = 'block', children}: Props): ReactNode {
  const router = useContext(RouterContext);
  const {action} = useHistory();
  const {hash} = useLocation();
  const hydrated = useIsBrowser();
  const committed = useRef<Shown | null>(null);
  const [shownKey, setShownKey] = useState(pageKey);
  const [leaving, setLeaving] = useState<Shown | null>(null);

  // A new page: what was last on screen becomes the leaving page (a render-phase update, so the
  // handover happens in the same commit as the new page).
  if (shownKey !== pageKey) {
    setShownKey(pageKey);
    const last = committed.current;
    // The DOM still shows the page being left: this render has not been committed.
    const anchorInPageLeft = hydrated && hasAnchor(document, hash);
    setLeaving(last && last.key !== pageKey && mayKeepLeavingPage({hydrated, action, hash, anchorInPageLeft}) ? last : null);
  }

  useLayoutEffect(() => {
    committed.current = {key: pageKey, page: children, router};
  });

  useEffect(() => {
    if (!leaving) return undefined;
    // Not a transition: batched with PageRest's (the rest of a long page), the old page would wait
    // for the whole rest to render; its unmount is one short render and the commit.
    return afterNextPaint(() => setLeaving(null));
  }, [leaving]);

  return (
    <>
      <div key={pageKey} className={wrapper === 'contents' ? styles.contents : styles.page}>
        <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
      </div>
      {leaving && leaving.key !== pageKey && (
        <div key={leaving.key} className={styles.leaving} aria-hidden inert data-leaving-page="">
          <RouterContext.Provider value={leaving.router}>{leaving.page}</RouterContext.Provider>
        </div>
      )}
    </>
  );
}
