import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeItem, type UseTreeItemParameters} from '@mui/x-tree-view/useTreeItem';
import {TreeItemContent, TreeItemGroupTransition, TreeItemIconContainer, TreeItemLabel, TreeItemRoot} from '@mui/x-tree-view/TreeItem';
import {TreeItemIcon} from '@mui/x-tree-view/TreeItemIcon';
import {TreeItemProvider} from '@mui/x-tree-view/TreeItemProvider';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> & Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

/** The hook's checkbox props spread on Material UI's Checkbox, and a child count after the label. */
const HeadlessItem = React.forwardRef(function HeadlessItem(props: ItemProps, ref: React.Ref<HTMLLIElement>) {
  const {id, itemId, label, disabled, children, ...other} = props;
  const tree = useTreeItem({id, itemId, children, label, disabled, rootRef: ref});
  const {checked, onChange, disabled: checkboxDisabled, ref: checkboxRef, visible} = tree.getCheckboxProps();
  const childCount = React.Children.count(children);

  return (
    <TreeItemProvider {...tree.getContextProviderProps()}>
      <TreeItemRoot {...tree.getRootProps(other)}>
        <TreeItemContent {...tree.getContentProps()}>
          <TreeItemIconContainer {...tree.getIconContainerProps()}>
            <TreeItemIcon status={tree.status} />
          </TreeItemIconContainer>
          {visible ? (
            <Checkbox
              size="small"
              sx={{p: 0}}
              inputRef={checkboxRef}
              checked={checked}
              onChange={onChange}
              disabled={checkboxDisabled}
              tabIndex={-1}
              slotProps={{input: {'aria-label': typeof label === 'string' ? `Select ${label}` : `Select ${itemId}`}}}
            />
          ) : null}
          <TreeItemLabel {...tree.getLabelProps()} />
          {childCount ? (
            <Box component="span" sx={{fontSize: 12, color: 'text.secondary'}}>
              {childCount}
            </Box>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...tree.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function RichCustomHeadless() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        checkboxSelection
        multiSelect
        defaultExpandedItems={['camping']}
        slots={{item: HeadlessItem}}
      />
    </Box>
  );
}
