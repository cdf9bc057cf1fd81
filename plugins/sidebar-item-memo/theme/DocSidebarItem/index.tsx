/**
 * theme-classic's DocSidebarItem, memoized: on a page switch only the entries that hold the page
 * left or the page shown render again (sidebar-item-update.ts), not every entry of the
 * sidebar.
 */
import React, {memo, type ReactNode} from 'react';
import DocSidebarItem from '@theme-init/DocSidebarItem';
import type {Props} from '@theme/DocSidebarItem';
import {holdsPage, sidebarItemUnchanged, type SidebarItemProps, type SidebarTreeItem} from '../../sidebar-item-update';

// Renders the original through a function, not `memo(DocSidebarItem)`: the item, its category and
// the category's list import each other, and the original may not be defined yet when this
// module runs.
function SidebarItem(props: Props): ReactNode {
  return <DocSidebarItem {...props} />;
}

export default memo(SidebarItem, (prev, next) =>
  sidebarItemUnchanged(
    prev as unknown as SidebarItemProps<SidebarTreeItem>,
    next as unknown as SidebarItemProps<SidebarTreeItem>,
    holdsPage,
  ),
);
