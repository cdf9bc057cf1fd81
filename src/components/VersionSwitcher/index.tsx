import React, {type ReactNode, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {PortalConfig} from '@site/src/config/portal';
import {useChromePathname} from '@site/src/lib/use-chrome-pathname';
import {parsePortalPath} from '@site/src/lib/portal-paths';
import {docPathsByVersion, inPortalPrefixes, showsVersionSwitcher, versionLinks} from '@site/src/lib/version-switch';

interface Props {
  position?: 'left' | 'right';
  mobile?: boolean;
}

/** Version dropdown of the introduction and product sections; hidden elsewhere. */
export default function VersionSwitcher({mobile, position}: Props): ReactNode {
  const pathname = useChromePathname();
  const portal = useDocusaurusContext().siteConfig.customFields?.portal as PortalConfig;
  const docsData = useAllDocsData()['default'];
  const pathsByVersion = useMemo(() => docPathsByVersion(docsData?.versions ?? []), [docsData]);

  const parsed = parsePortalPath(pathname, inPortalPrefixes(portal.versions));
  if (!showsVersionSwitcher(parsed)) return null;

  const links = versionLinks(pathname, portal.versions, (name) => pathsByVersion.get(name) ?? new Set());
  const active = links.find((l) => l.active);
  const label = active?.label ?? translate({id: 'portal.versionSwitcher.label', message: 'Version'});
  const items = links.map((l) => ({
    label: l.label,
    ...(l.external ? {href: l.href} : {to: l.href}),
    className: l.active ? 'dropdown__link--active' : undefined,
    'data-version': l.name,
  }));
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      label={label}
      // The name starts with what the button shows, so a speech-input user can say it (WCAG 2.5.3).
      aria-label={translate({id: 'portal.versionSwitcher.ariaLabel', message: '{label}, documentation version'}, {label})}
      data-version-switcher=""
      items={items}
    />
  );
}
