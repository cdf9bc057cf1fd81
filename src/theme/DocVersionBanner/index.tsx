/**
 * Ejected theme-classic DocVersionBanner: on the pages of a kept major (v7) it says that a newer
 * major exists and links to the same page in the current version, else to the nearest page above it
 * (the product's landing), as the version switcher does (src/lib/version-switch.ts). The docs
 * plugin's own banner links to the same doc id or the version's first doc, never to a product
 * landing, and is turned off in docusaurus.config.ts (`banner: 'none'`).
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {PortalConfig} from '@site/src/config/portal';
import {useVersionLinks} from '@site/src/lib/use-version-links';

export default function DocVersionBanner({className}: {className?: string}): ReactNode {
  const version = useDocsVersion();
  const {pathname} = useLocation();
  const portal = useDocusaurusContext().siteConfig.customFields?.portal as PortalConfig;
  const links = useVersionLinks(pathname);
  const newest = portal.versions.find((v) => v.kind === 'in-portal');
  // Only the MUI X docs are versioned; their newest version has no notice.
  if (version.pluginId !== 'default' || version.isLast || !newest) return null;
  const target = links.find((link) => link.name === newest.name);
  if (!target) return null;
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="note"
      data-version-notice={version.version}
    >
      <Translate
        id="portal.versionNotice.text"
        description="Notice on the pages of an older major version of MUI X; {version} is that version (v7), {newest} the current one (8.15.0)"
        values={{version: <b>{version.label}</b>, newest: newest.label}}
      >
        {'This is the documentation of MUI X {version}. A newer major version, {newest}, is available.'}
      </Translate>{' '}
      <Link to={target.href} data-version-notice-link="">
        <Translate
          id="portal.versionNotice.link"
          description="Link from a page of an older MUI X major to the same page (or the product's landing) in the current version"
          values={{newest: newest.label}}
        >
          {'Read this page for {newest}'}
        </Translate>
      </Link>
    </div>
  );
}
