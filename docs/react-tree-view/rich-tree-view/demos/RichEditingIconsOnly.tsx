import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, TreeItemLabel, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemUtils} from '@mui/x-tree-view/hooks';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

/** A label with a pencil button: the only way to start editing (double-click is turned off). */
function LabelWithEditButton({itemId, children, ...other}: React.ComponentProps<typeof TreeItemLabel> & {itemId: string}) {
  const {interactions, status} = useTreeItemUtils({itemId});
  return (
    <TreeItemLabel {...other} onDoubleClick={(event) => event.preventDefault()} sx={{display: 'flex', alignItems: 'center', gap: 1}}>
      {children}
      {status.editable ? (
        <IconButton
          size="small"
          aria-label="Rename"
          onClick={(event) => {
            event.stopPropagation();
            interactions.toggleItemEditing();
          }}
        >
          <EditOutlined fontSize="inherit" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
}

const EditButtonItem = React.forwardRef(function EditButtonItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{label: LabelWithEditButton}}
      slotProps={{
        label: {itemId: props.itemId} as object,
        content: {onDoubleClick: (event: React.MouseEvent) => event.stopPropagation()} as object,
      }}
    />
  );
});

export default function RichEditingIconsOnly() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        isItemEditable
        defaultExpandedItems={['cycling', 'helmets']}
        slots={{item: EditButtonItem}}
      />
    </Box>
  );
}
