import * as React from 'react';
import Box from '@mui/material/Box';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem, treeItemClasses} from '@mui/x-tree-view/TreeItem';

export default function ItemCustomStatusStyles() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView
        aria-label="Tasks"
        defaultExpandedItems={['today']}
        defaultSelectedItems="today/review"
        sx={{
          // Each state is a data attribute on the content element.
          [`& .${treeItemClasses.content}[data-expanded]`]: {fontWeight: 600},
          [`& .${treeItemClasses.content}[data-selected]`]: {bgcolor: 'success.main', color: 'success.contrastText'},
          [`& .${treeItemClasses.content}[data-disabled]`]: {textDecoration: 'line-through'},
          [`& .${treeItemClasses.content}[data-focused]`]: {
            boxShadow: (theme) => `inset 0 0 0 2px ${(theme.vars || theme).palette.success.main}`,
          },
        }}
      >
        <TreeItem itemId="today" label="Today">
          <TreeItem itemId="today/review" label="Review pull requests" />
          <TreeItem itemId="today/standup" label="Stand-up (done)" disabled />
          <TreeItem itemId="today/write" label="Write release notes" />
        </TreeItem>
        <TreeItem itemId="later" label="Later">
          <TreeItem itemId="later/plan" label="Plan the offsite" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
