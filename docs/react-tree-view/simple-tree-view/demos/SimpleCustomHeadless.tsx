import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {useTreeItem, type UseTreeItemParameters} from '@mui/x-tree-view/useTreeItem';
import {TreeItemContent, TreeItemIconContainer, TreeItemGroupTransition, TreeItemLabel, TreeItemRoot} from '@mui/x-tree-view/TreeItem';
import {TreeItemIcon} from '@mui/x-tree-view/TreeItemIcon';
import {TreeItemProvider} from '@mui/x-tree-view/TreeItemProvider';

type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

/** An item assembled from the hook and the exported building blocks, with a depth badge added. */
const HeadlessItem = React.forwardRef(function HeadlessItem(props: ItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const {getContextProviderProps, getRootProps, getContentProps, getIconContainerProps, getLabelProps, getGroupTransitionProps, status} =
    useTreeItem({id, itemId, children, label, disabled, rootRef: ref});

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable ? (
            <Box component="span" sx={{fontSize: 12, color: 'text.secondary'}}>
              {status.expanded ? 'open' : 'closed'}
            </Box>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function SimpleCustomHeadless() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Recipes" defaultExpandedItems={['soups']}>
        <HeadlessItem itemId="soups" label="Soups">
          <HeadlessItem itemId="soups/miso" label="Miso soup" />
          <HeadlessItem itemId="soups/gazpacho" label="Gazpacho" />
        </HeadlessItem>
        <HeadlessItem itemId="mains" label="Mains">
          <HeadlessItem itemId="mains/curry" label="Chickpea curry" />
        </HeadlessItem>
      </SimpleTreeView>
    </Box>
  );
}
