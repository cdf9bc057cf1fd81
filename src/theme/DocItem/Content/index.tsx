/**
 * Ejected (not wrapped) because the portal puts things *inside* the title header: the page's
 * plan/new/unstable flags beside the title, and the ad slot right below it. Everything else is
 * Docusaurus's own behaviour (synthetic title unless the MDX has its own h1 or hide_title is set).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import MDXContent from '@theme/MDXContent';
import type {Props} from '@theme/DocItem/Content';
import DocTitleFlags from '@site/src/components/DocTitleFlags';
import AdSlot from '@theme/AdSlot';
import CopyPage from '@theme/CopyPage';

function useSyntheticTitle(): string | null {
  const {metadata, frontMatter, contentTitle} = useDoc();
  const shouldRender = !frontMatter.hide_title && typeof contentTitle === 'undefined';
  return shouldRender ? metadata.title : null;
}

export default function DocItemContent({children}: Props): ReactNode {
  const syntheticTitle = useSyntheticTitle();
  const {metadata} = useDoc();
  return (
    <div className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      {syntheticTitle ? (
        <header>
          <CopyPage permalink={metadata.permalink} />
          <Heading as="h1">{syntheticTitle}</Heading>
          <DocTitleFlags />
        </header>
      ) : (
        // The MDX has its own h1: the flags still lead the page.
        <>
          <CopyPage permalink={metadata.permalink} />
          <DocTitleFlags />
        </>
      )}
      <AdSlot />
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
