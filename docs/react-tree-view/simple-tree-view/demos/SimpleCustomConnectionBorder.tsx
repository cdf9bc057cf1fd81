import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem, treeItemClasses} from '@mui/x-tree-view/TreeItem';

/** Draws a vertical line along each open group and a short tick towards every child. */
const LinkedItem = styled(TreeItem)(({theme}) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 0,
    borderLeft: `1px solid ${alpha(theme.palette.text.primary, 0.25)}`,
  },
  [`& .${treeItemClasses.groupTransition} .${treeItemClasses.content}`]: {
    position: 'relative',
  },
  [`& .${treeItemClasses.groupTransition} .${treeItemClasses.content}::before`]: {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '50%',
    width: 8,
    borderTop: `1px solid ${alpha(theme.palette.text.primary, 0.25)}`,
  },
}));

export default function SimpleCustomConnectionBorder() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Company" defaultExpandedItems={['company', 'company/eng']} itemChildrenIndentation={0}>
        <LinkedItem itemId="company" label="Northwind Ltd">
          <LinkedItem itemId="company/eng" label="Engineering">
            <LinkedItem itemId="company/eng/web" label="Web team" />
            <LinkedItem itemId="company/eng/data" label="Data team" />
          </LinkedItem>
          <LinkedItem itemId="company/sales" label="Sales" />
          <LinkedItem itemId="company/support" label="Support" />
        </LinkedItem>
      </SimpleTreeView>
    </Box>
  );
}
