import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, treeItemClasses, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {useTreeItemModel} from '@mui/x-tree-view/hooks';
import {FILE_SYSTEM, type FileNode} from '@site/src/demo-data/tree-file-system';

/** Rows laid out as columns (name, kind, size), aligned whatever the depth. */
const ColumnItem = React.forwardRef(function ColumnItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const node = useTreeItemModel<FileNode>(props.itemId);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{display: 'grid', gridTemplateColumns: '1fr 64px 72px', gap: 1}}>
          <span>{props.label}</span>
          <Typography variant="caption" color="text.secondary">
            {node?.kind}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{textAlign: 'end'}}>
            {node?.sizeKb !== undefined ? `${node.sizeKb} KB` : ''}
          </Typography>
        </Box>
      }
    />
  );
});

export default function ItemCustomRowLayout() {
  return (
    <Box sx={{height: 320, maxWidth: 520, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Project files"
        items={FILE_SYSTEM}
        defaultExpandedItems={['src', 'docs']}
        slots={{item: ColumnItem}}
        sx={{[`& .${treeItemClasses.label}`]: {flex: 1}}}
      />
    </Box>
  );
}
