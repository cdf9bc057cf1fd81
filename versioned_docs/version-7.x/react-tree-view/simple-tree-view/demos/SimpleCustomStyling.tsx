import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha} from '@mui/material/styles';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem, treeItemClasses} from '@mui/x-tree-view/TreeItem';

// The state classes (selected, expanded, focused) sit on the content element of each item.
export default function SimpleCustomStyling() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView
        aria-label="Course outline"
        defaultExpandedItems={['week-1', 'week-2']}
        defaultSelectedItems="week-1/lecture"
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            borderRadius: 2,
            py: 0.5,
            [`&.${treeItemClasses.selected}`]: {
              backgroundColor: alpha(theme.palette.secondary.main, 0.16),
              color: theme.palette.secondary.main,
            },
          },
          [`& .${treeItemClasses.label}`]: {fontWeight: 500},
          [`& .${treeItemClasses.groupTransition}`]: {
            ml: 1.5,
            pl: 1,
            borderLeft: `1px dashed ${theme.palette.divider}`,
          },
        })}
      >
        <TreeItem itemId="week-1" label="Week 1: Sets and logic">
          <TreeItem itemId="week-1/lecture" label="Lecture notes" />
          <TreeItem itemId="week-1/exercises" label="Exercise sheet" />
        </TreeItem>
        <TreeItem itemId="week-2" label="Week 2: Proof by induction">
          <TreeItem itemId="week-2/lecture" label="Lecture notes" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
