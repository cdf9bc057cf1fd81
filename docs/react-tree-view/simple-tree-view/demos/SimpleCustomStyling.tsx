import * as React from 'react';
import Box from '@mui/material/Box';
import {alpha, styled} from '@mui/material/styles';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem, treeItemClasses} from '@mui/x-tree-view/TreeItem';

/** Rounded, tinted rows; the selected row takes the primary colour; nested groups get a guide line. */
const PillItem = styled(TreeItem)(({theme}) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    margin: theme.spacing(0.25, 0),
  },
  [`& .${treeItemClasses.content}[data-selected]`]: {
    backgroundColor: alpha(theme.palette.primary.main, 0.16),
    // The text keeps its own colour (readable in both modes); the tint marks the selection.
    color: (theme.vars ?? theme).palette.text.primary,
    fontWeight: 600,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.3)}`,
  },
}));

export default function SimpleCustomStyling() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <SimpleTreeView aria-label="Recipes" defaultExpandedItems={['soups', 'mains']} defaultSelectedItems="mains/curry">
        <PillItem itemId="soups" label="Soups">
          <PillItem itemId="soups/miso" label="Miso soup" />
          <PillItem itemId="soups/gazpacho" label="Gazpacho" />
        </PillItem>
        <PillItem itemId="mains" label="Mains">
          <PillItem itemId="mains/risotto" label="Mushroom risotto" />
          <PillItem itemId="mains/curry" label="Chickpea curry" />
        </PillItem>
      </SimpleTreeView>
    </Box>
  );
}
