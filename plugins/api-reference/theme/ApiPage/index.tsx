/**
 * Route component of every generated API page. The route carries only its section's navigation;
 * the page's own data comes from useApiPageData (embedded in the HTML, or fetched on navigation),
 * so 534 pages per locale add no per-page module to the site's JavaScript. The frame (layout, nav)
 * stays mounted while the data arrives; only the article changes.
 */
import React from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFound from '@theme/NotFound';
import type {NavEntry} from './ApiNav';
import ApiPageBody, {apiPageMeta, apiPageTitle, apiPageToc} from './ApiPageBody';
import ApiPageFrame from './ApiPageFrame';
import ApiPageLoading from './ApiPageLoading';
import {useApiPageData} from './useApiPageData';
import {useScrollToHashOnData} from './useScrollToHashOnData';
import {PAGE_DATA_SCRIPT_ID, pagePathOf, serializePageData} from '../../page-data';
import {keptVersionLabelOf, sectionFromApiPath} from '../../routes';

export default function ApiPage({nav}: {nav: NavEntry[]}): React.ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const pagePath = pagePathOf(useLocation().pathname, siteConfig.baseUrl);
  // The browser routes a whole section to this component (client-routes.ts): a name the section's
  // navigation does not list is a 404, with no request for data that does not exist.
  const known = nav.some((entry) => entry.path === pagePath);
  const {page, error, notFound} = useApiPageData(pagePath, siteConfig.baseUrl, known);
  useScrollToHashOnData(Boolean(page));
  if (notFound) return <NotFound />;
  if (!page) {
    const name = nav.find((e) => e.path === pagePath)?.name ?? pagePath.split('/').pop() ?? '';
    const title = apiPageTitle(name, keptVersionLabelOf(pagePath));
    return (
      <ApiPageFrame title={title} section={sectionFromApiPath(pagePath) ?? 'material'} nav={nav} current={name}>
        <ApiPageLoading title={title} error={error} />
      </ApiPageFrame>
    );
  }
  return (
    <ApiPageFrame {...apiPageMeta(page)} section={page.section} nav={nav} current={page.name} toc={apiPageToc(page)}>
      <ApiPageBody page={page} nav={nav}>
        {/* Read back by the browser on hydration (page-source/client.ts); never executed. */}
        <script
          id={PAGE_DATA_SCRIPT_ID}
          type="application/json"
          data-path={pagePath}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: serializePageData(page)}}
        />
      </ApiPageBody>
    </ApiPageFrame>
  );
}
