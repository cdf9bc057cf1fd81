/**
 * Wraps theme-classic's NotFound/Content to give the page its title. The docs plugin renders only
 * this content for a path its route does not know (DocRoot, to avoid a second layout), and the
 * Material UI docs are served at the root, so every unknown path, /404.html included, ends up
 * here: without it the tab read the site's name alone ("MUI X"), in every language. Its `<main>` is
 * marked (NOT_FOUND_CLASS), so the browser knows the host answered a URL with its 404 page.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import clsx from 'clsx';
import {NOT_FOUND_CLASS} from '@site/src/lib/served-not-found';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWithTitle(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} className={clsx(props.className, NOT_FOUND_CLASS)} />
    </>
  );
}
