/**
 * theme-classic 3.10.2's Layout, ejected: the navbar, footer, skip link and announcement bar, and
 * the providers they share, are the site's chrome (theme/SiteChrome), rendered once above every
 * route; a page's Layout keeps its metadata, the plugin's class names on <html> and the main
 * wrapper with its error boundary. Outside a chrome (core's crash page renders a Layout above the
 * theme's providers) it renders one itself. `noFooter` is not supported: the footer is the
 * chrome's, and no page asks to drop it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {PageMetadata, SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import {PluginHtmlClassNameProvider} from '@docusaurus/theme-common/internal';
import ErrorPageContent from '@theme/ErrorPageContent';
import SiteChrome, {useInSiteChrome} from '@theme/SiteChrome';
import type {Props} from '@theme/Layout';
import styles from './styles.module.css';

function PageLayout({children, wrapperClassName, title, description}: Props): ReactNode {
  return (
    <PluginHtmlClassNameProvider>
      <PageMetadata title={title} description={description} />
      <div
        id={SkipToContentFallbackId}
        className={clsx(ThemeClassNames.layout.main.container, ThemeClassNames.wrapper.main, styles.mainWrapper, wrapperClassName)}
      >
        <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
      </div>
    </PluginHtmlClassNameProvider>
  );
}

export default function Layout(props: Props): ReactNode {
  const page = <PageLayout {...props} />;
  return useInSiteChrome() ? page : <SiteChrome>{page}</SiteChrome>;
}
