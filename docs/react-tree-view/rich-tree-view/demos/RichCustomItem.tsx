import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemModel} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM, type FileNode} from '@site/src/demo-data/tree-file-system';

/** Each row shows the file size on the right, read from the item's own data. */
const SizedItem = React.forwardRef(function SizedItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const node = useTreeItemModel<FileNode>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{display: 'flex', justifyContent: 'space-between', gap: 2}}>
          <span>{props.label}</span>
          {node?.sizeKb !== undefined ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {node.sizeKb >= 1000 ? `${(node.sizeKb / 1000).toFixed(1)} MB` : `${node.sizeKb} KB`}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function RichCustomItem() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView aria-label="Project files" items={FILE_SYSTEM} defaultExpandedItems={['assets', 'docs']} slots={{item: SizedItem}} />
    </Box>
  );
}
