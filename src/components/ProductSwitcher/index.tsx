import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type {PortalConfig} from '@site/src/config/portal';
import {useChromePathname} from '@site/src/lib/use-chrome-pathname';
import {currentProduct, parsePortalPath} from '@site/src/lib/portal-paths';
import {inPortalPrefixes} from '@site/src/lib/version-switch';
import {useProducts} from '@site/src/lib/use-products';
import {X_BASE} from '@site/src/config/site';
import {materialLabel} from './labels';

interface Props {
  position?: 'left' | 'right';
  mobile?: boolean;
}

/** Navbar control listing the MUI X products and Material UI; the reader's product is highlighted. */
export default function ProductSwitcher({mobile, position}: Props): ReactNode {
  const pathname = useChromePathname();
  const portal = useDocusaurusContext().siteConfig.customFields?.portal as PortalConfig;
  const current = currentProduct(parsePortalPath(pathname, inPortalPrefixes(portal.versions)));
  const entries = [
    ...useProducts().map((p) => ({key: p.id, label: p.label, to: `${X_BASE}/${p.slug}`})),
    {key: 'material', label: materialLabel(), to: '/getting-started/installation'},
  ];
  const currentEntry = entries.find((e) => e.key === current);
  const label = currentEntry ? currentEntry.label : translate({id: 'portal.productSwitcher.label', message: 'Products'});
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      label={label}
      // The name starts with what the button shows, so a speech-input user can say it (WCAG 2.5.3).
      aria-label={translate({id: 'portal.productSwitcher.ariaLabel', message: '{label}, choose a product'}, {label})}
      data-product-switcher=""
      items={entries.map((e) => ({
        label: e.label,
        to: e.to,
        className: e.key === current ? 'dropdown__link--active' : undefined,
        'aria-current': e.key === current ? 'true' : undefined,
        'data-product': e.key,
      }))}
    />
  );
}
