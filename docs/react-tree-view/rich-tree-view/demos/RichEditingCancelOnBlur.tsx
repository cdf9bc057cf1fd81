import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemUtils} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

/** Leaving the input (a click elsewhere, Tab) cancels the edit instead of saving it; only Enter saves. */
const CancelOnBlurItem = React.forwardRef(function CancelOnBlurItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {interactions} = useTreeItemUtils({itemId: props.itemId, children: props.children});
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        labelInput: {
          onBlur: (event: React.FocusEvent<HTMLInputElement> & {defaultMuiPrevented?: boolean}) => {
            event.defaultMuiPrevented = true; // skip the default "save on blur"
            interactions.handleCancelItemLabelEditing(event);
          },
        },
      }}
    />
  );
});

export default function RichEditingCancelOnBlur() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        isItemEditable
        defaultExpandedItems={['climbing']}
        slots={{item: CancelOnBlurItem}}
      />
    </Box>
  );
}
