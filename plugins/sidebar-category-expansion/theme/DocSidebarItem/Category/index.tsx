/**
 * theme-classic 3.10.2's DocSidebarItem/Category, ejected (its click handler and auto-expansion are
 * internal) with one change, decided in category-expansion.ts: a click on the link of a
 * closed category only follows the link, and the new page opens the category in the render that
 * shows it, mounted open (no height animation), instead of an animated opening that runs through the
 * page switch. Toggles (the caret, a category without a page, its own page) are unchanged.
 */
import React, {type ComponentProps, type ReactNode, useEffect, useMemo, useState} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig, Collapsible, useCollapsible} from '@docusaurus/theme-common';
import {isSamePath} from '@docusaurus/theme-common/internal';
import {
  isActiveSidebarItem,
  findFirstSidebarItemLink,
  useDocSidebarItemsExpandedState,
  useVisibleSidebarItems,
} from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocSidebarItems from '@theme/DocSidebarItems';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Category';
import type {PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {categoryLinkClick, opensForPage} from '../../../category-expansion';
import styles from './styles.module.css';

/**
 * A collapsible category without a page links to its first entry in the static HTML, so it can be
 * followed before (or without) hydration.
 */
function useCategoryHrefWithSSRFallback(item: Props['item']): string | undefined {
  const isBrowser = useIsBrowser();
  return useMemo(() => {
    if (item.href && !item.linkUnlisted) return item.href;
    if (isBrowser || !item.collapsible) return undefined;
    return findFirstSidebarItemLink(item);
  }, [item, isBrowser]);
}

function CollapseButton({
  collapsed,
  categoryLabel,
  onClick,
}: {
  collapsed: boolean;
  categoryLabel: string;
  onClick: ComponentProps<'button'>['onClick'];
}) {
  return (
    <button
      aria-label={
        collapsed
          ? translate(
              {
                id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
                message: "Expand sidebar category '{label}'",
                description: 'The ARIA label to expand the sidebar category',
              },
              {label: categoryLabel},
            )
          : translate(
              {
                id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
                message: "Collapse sidebar category '{label}'",
                description: 'The ARIA label to collapse the sidebar category',
              },
              {label: categoryLabel},
            )
      }
      aria-expanded={!collapsed}
      type="button"
      className="clean-btn menu__caret"
      onClick={onClick}
    />
  );
}

export default function DocSidebarItemCategory(props: Props): ReactNode {
  const visibleChildren = useVisibleSidebarItems(props.item.items, props.activePath);
  return visibleChildren.length === 0 ? <DocSidebarItemCategoryEmpty {...props} /> : <DocSidebarItemCategoryCollapsible {...props} />;
}

function isCategoryWithHref(category: PropSidebarItemCategory): category is PropSidebarItemCategory & {href: string} {
  return typeof category.href === 'string';
}

/** A category without visible entries is a plain link (or nothing, without a page). */
function DocSidebarItemCategoryEmpty({item, ...props}: Props): ReactNode {
  if (!isCategoryWithHref(item)) return null;
  const {type: _type, collapsed: _collapsed, collapsible: _collapsible, items: _items, linkUnlisted: _unlisted, ...forwardableProps} = item;
  const linkItem: PropSidebarItemLink = {type: 'link', ...forwardableProps};
  return <DocSidebarItemLink item={linkItem} {...props} />;
}

function DocSidebarItemCategoryCollapsible({item, onItemClick, activePath, level, index, ...props}: Props): ReactNode {
  const {items, label, collapsible, className, href} = item;
  const {
    docs: {
      sidebar: {autoCollapseCategories},
    },
  } = useThemeConfig();
  const hrefWithSSRFallback = useCategoryHrefWithSSRFallback(item);
  const isActive = isActiveSidebarItem(item, activePath);
  const isCurrentPage = isSamePath(href, activePath);

  // Active categories start open; the others as the sidebar says.
  const {collapsed, setCollapsed} = useCollapsible({initialState: () => (collapsible ? (isActive ? false : item.collapsed) : false)});
  const {expandedItem, setExpandedItem} = useDocSidebarItemsExpandedState();
  const updateCollapsed = (toCollapsed: boolean = !collapsed) => {
    setExpandedItem(toCollapsed ? null : index);
    setCollapsed(toCollapsed);
  };

  // A new page in this category opens it during this render (React's "state from props" pattern),
  // so the page and the open category commit together; the new key mounts the list open, where an
  // update would animate its height.
  const [seenPath, setSeenPath] = useState(activePath);
  const [openedForPage, setOpenedForPage] = useState(0);
  if (seenPath !== activePath) {
    setSeenPath(activePath);
    if (opensForPage({collapsible, collapsed, isActive})) {
      setCollapsed(false);
      setOpenedForPage((n) => n + 1);
    }
  }
  useEffect(() => {
    if (openedForPage > 0 && autoCollapseCategories) setExpandedItem(index);
  }, [openedForPage, autoCollapseCategories, setExpandedItem, index]);

  useEffect(() => {
    if (collapsible && expandedItem != null && expandedItem !== index && autoCollapseCategories) setCollapsed(true);
  }, [collapsible, expandedItem, index, setCollapsed, autoCollapseCategories]);

  const handleItemClick: ComponentProps<'a'>['onClick'] = (e) => {
    onItemClick?.(item);
    if (categoryLinkClick({collapsible, hasPage: Boolean(href), isCurrentPage}) === 'toggle') {
      e.preventDefault();
      updateCollapsed();
    }
  };

  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        {'menu__list-item--collapsed': collapsed},
        className,
      )}
    >
      <div className={clsx('menu__list-item-collapsible', {'menu__list-item-collapsible--active': isCurrentPage})}>
        <Link
          className={clsx(styles.categoryLink, 'menu__link', {
            'menu__link--sublist': collapsible,
            'menu__link--sublist-caret': !href && collapsible,
            'menu__link--active': isActive,
          })}
          onClick={handleItemClick}
          aria-current={isCurrentPage ? 'page' : undefined}
          role={collapsible && !href ? 'button' : undefined}
          aria-expanded={collapsible && !href ? !collapsed : undefined}
          href={collapsible ? (hrefWithSSRFallback ?? '#') : hrefWithSSRFallback}
          {...props}
        >
          <span className={styles.categoryLinkLabel}>{label}</span>
        </Link>
        {href && collapsible && (
          <CollapseButton
            collapsed={collapsed}
            categoryLabel={label}
            onClick={(e) => {
              e.preventDefault();
              updateCollapsed();
            }}
          />
        )}
      </div>
      <Collapsible key={openedForPage} lazy as="ul" className="menu__list" collapsed={collapsed}>
        <DocSidebarItems items={items} tabIndex={collapsed ? -1 : 0} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </Collapsible>
    </li>
  );
}
