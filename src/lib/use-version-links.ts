import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import type {PortalConfig} from '@site/src/config/portal';
import {docPathsByVersion, versionLinks, type VersionLink} from './version-switch';

/**
 * The links from `pathname` to each version of the docs (./version-switch.ts), from the portal's
 * versions and the docs each in-portal version has: the version switcher's items, and the target
 * of the notice on an older major's pages.
 */
export function useVersionLinks(pathname: string): VersionLink[] {
  const portal = useDocusaurusContext().siteConfig.customFields?.portal as PortalConfig;
  const docsData = useAllDocsData()['default'];
  const pathsByVersion = useMemo(() => docPathsByVersion(docsData?.versions ?? []), [docsData]);
  return versionLinks(pathname, portal.versions, (name) => pathsByVersion.get(name) ?? new Set());
}
