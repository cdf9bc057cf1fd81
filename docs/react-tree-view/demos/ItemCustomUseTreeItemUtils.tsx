import * as React from 'react';
import Box from '@mui/material/Box';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, TreeItemContent, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemUtils} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

/**
 * A content slot that changes the click rules with the interactions of useTreeItemUtils:
 * a single click only selects, a double click opens or closes the folder.
 */
const DoubleClickContent = React.forwardRef(function DoubleClickContent(
  props: React.ComponentProps<typeof TreeItemContent> & {itemId?: string},
  ref: React.Ref<HTMLDivElement>,
) {
  const {itemId = '', onClick, ...other} = props;
  const {interactions, status} = useTreeItemUtils({itemId});
  return (
    <TreeItemContent
      {...other}
      ref={ref}
      onClick={(event: React.MouseEvent<HTMLDivElement>) => interactions.handleSelection(event)}
      onDoubleClick={(event: React.MouseEvent<HTMLDivElement>) => {
        if (status.expandable) interactions.handleExpansion(event);
      }}
    />
  );
});

const Item = React.forwardRef(function Item(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{content: DoubleClickContent}} slotProps={{content: {itemId: props.itemId} as object}} />;
});

export default function ItemCustomUseTreeItemUtils() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Project files" items={FILE_SYSTEM} slots={{item: Item}} />
    </Box>
  );
}
