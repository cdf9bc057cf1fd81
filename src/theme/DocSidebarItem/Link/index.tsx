/**
 * Ejected from theme-classic 3.10.2 (wrapping cannot reach inside the <li>): appends the entry's
 * plan badge and chips *beside* the link (a badge links to the licensing page, and links cannot
 * nest), and greys out a planned entry's link (lighter and italic; still a link: its page says what
 * is planned and what to use meanwhile). Otherwise unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {Props} from '@theme/DocSidebarItem/Link';
import NavBadges, {useNavFlags} from '@site/src/components/NavBadge';
import styles from './styles.module.css';

function LinkLabel({label}: {label: string}) {
  return <span className={styles.linkLabel}>{label}</span>;
}

export default function DocSidebarItemLink({item, onItemClick, activePath, level, index, ...props}: Props): ReactNode {
  const {href, label, className, autoAddBaseUrl} = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const flags = useNavFlags(href);
  const onBadgeClick = onItemClick ? () => onItemClick(item) : undefined;
  const liClassName = clsx(
    ThemeClassNames.docs.docSidebarItemLink,
    ThemeClassNames.docs.docSidebarItemLinkLevel(level),
    'menu__list-item',
    flags && styles.flagged,
    className,
  );
  return (
    <li className={liClassName} key={label}>
      <Link
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, flags?.planned && styles.planned, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && {onClick: onItemClick ? () => onItemClick(item) : undefined})}
        {...props}
      >
        <LinkLabel label={label} />
        {!isInternalLink && <IconExternalLink />}
      </Link>
      <NavBadges flags={flags} className={styles.badges} onNavigate={onBadgeClick} />
    </li>
  );
}
