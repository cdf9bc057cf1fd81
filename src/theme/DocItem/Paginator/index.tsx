/**
 * Wrapped logic of theme-classic's DocItem/Paginator: previous/next come from Docusaurus unless
 * plugins/nav-flags computed different ones (a neighbour is a planned page, which readers skip).
 */
import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocPaginator from '@theme/DocPaginator';
import {usePaginationOverride} from '@site/src/components/NavBadge/useNavFlags';

export default function DocItemPaginator(): ReactNode {
  const {metadata} = useDoc();
  const override = usePaginationOverride(metadata.permalink);
  const previous = override && 'previous' in override ? override.previous : metadata.previous;
  const next = override && 'next' in override ? override.next : metadata.next;
  return <DocPaginator className="docusaurus-mt-lg" previous={previous ?? undefined} next={next ?? undefined} />;
}
