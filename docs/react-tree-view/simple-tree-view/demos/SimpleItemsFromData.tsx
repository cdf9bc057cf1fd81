import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {FILE_SYSTEM, type FileNode} from '@site/src/demo-data/tree-file-system';

/** Renders data as JSX items: the id of each TreeItem comes from the data. */
function renderNodes(nodes: FileNode[]): React.ReactNode {
  return nodes.map((node) => (
    <TreeItem key={node.id} itemId={node.id} label={node.label}>
      {node.children ? renderNodes(node.children) : null}
    </TreeItem>
  ));
}

export default function SimpleItemsFromData() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Project files" defaultExpandedItems={['src']}>
        {renderNodes(FILE_SYSTEM)}
      </SimpleTreeView>
    </Box>
  );
}
