import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {PortalConfig} from '@site/src/config/portal';
import {useChromePathname} from '@site/src/lib/use-chrome-pathname';
import {parsePortalPath} from '@site/src/lib/portal-paths';
import {inPortalPrefixes, showsVersionSwitcher} from '@site/src/lib/version-switch';
import {useVersionLinks} from '@site/src/lib/use-version-links';

interface Props {
  position?: 'left' | 'right';
  mobile?: boolean;
}

/** Version dropdown of the introduction and product sections; hidden elsewhere. */
export default function VersionSwitcher({mobile, position}: Props): ReactNode {
  const pathname = useChromePathname();
  const portal = useDocusaurusContext().siteConfig.customFields?.portal as PortalConfig;
  const links = useVersionLinks(pathname);

  const parsed = parsePortalPath(pathname, inPortalPrefixes(portal.versions));
  if (!showsVersionSwitcher(parsed)) return null;

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
