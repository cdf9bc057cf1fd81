/**
 * A table body whose rows are one HTML string (rows-html.ts), not React elements: hydration keeps
 * the server's rows as they are instead of creating a component per row and cell, and the filter
 * sets each row's `hidden` on the DOM. The string keeps its identity between renders (React
 * compares the `dangerouslySetInnerHTML` object, and a new one would rewrite the rows and drop
 * the filter's marks), so the rows are replaced only when the rows themselves change.
 */
import React, {useCallback, useLayoutEffect, useMemo, useRef} from 'react';
import {useHistory} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import type {RowContext} from './rows-html';
import styles from './styles.module.css';

/** The translated words and link targets of the rows, as the React rows had them. */
export function useRowContext(): RowContext {
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  return useMemo(
    () => ({
      classes: styles,
      words: {
        required: translate({id: 'api.marker.required', message: 'Required'}),
        optional: translate({id: 'api.marker.optional', message: 'Optional'}),
        deprecated: translate({id: 'api.marker.deprecated', message: 'Deprecated'}),
        default: translate({id: 'api.table.default', message: 'Default:'}),
        pro: translate({id: 'api.plan.pro', message: 'Pro'}),
        premium: translate({id: 'api.plan.premium', message: 'Premium'}),
        expandType: translate({id: 'api.type.expand', message: 'Show the full type'}),
        inheritedFrom: translate({id: 'api.marker.inheritedFrom', message: 'Inherited from {name}'}),
      },
      href: (path: string) => {
        const href = withBaseUrl(path);
        // As <Link> did: the build's broken-link check knows every page the rows link to.
        brokenLinks.collectLink(href);
        return href;
      },
    }),
    [withBaseUrl, brokenLinks],
  );
}

/** A plain left click on a link to another page of the site, which the router can take. */
function routedHref(event: React.MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

/**
 * A click listener for an element whose links are HTML, not <Link>: a plain click on a link to
 * another page of the site switches client-side, as <Link> does, instead of loading the page anew.
 */
export function useRoutedClicks(): (event: React.MouseEvent) => void {
  const history = useHistory();
  return useCallback(
    (event: React.MouseEvent) => {
      const href = routedHref(event);
      if (href === null) return;
      event.preventDefault();
      history.push(href);
    },
    [history],
  );
}

interface Props {
  /** The rows' HTML; memoize it: a new string rewrites the rows. */
  html: string;
  /** Whether the row at each index is shown (same order as the rows in `html`). */
  shown: readonly boolean[];
}

export default function StaticRows({html, shown}: Props): React.ReactNode {
  const body = useRef<HTMLTableSectionElement>(null);
  const onClick = useRoutedClicks();
  const inner = useMemo(() => ({__html: html}), [html]);
  // Before paint, so a filtered page (`?q=`) never shows the rows it hides.
  useLayoutEffect(() => {
    const rows = body.current?.rows;
    if (!rows) return;
    for (let i = 0; i < rows.length; i += 1) {
      const hidden = shown[i] === false;
      if (rows[i].hidden !== hidden) rows[i].hidden = hidden;
    }
  }, [inner, shown]);
  return <tbody ref={body} onClick={onClick} suppressHydrationWarning dangerouslySetInnerHTML={inner} />;
}
