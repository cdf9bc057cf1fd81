import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';

const PARENTS = ['europe', 'europe/france', 'asia'];

export default function SimpleExpansionControlled() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 300, maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems((previous) => (previous.length === 0 ? PARENTS : []))}>
          {expandedItems.length === 0 ? 'Expand all' : 'Collapse all'}
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView
          aria-label="Rail routes"
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, ids) => setExpandedItems(ids)}
        >
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/france" label="France">
              <TreeItem itemId="europe/france/tgv" label="Paris to Lyon" />
              <TreeItem itemId="europe/france/intercites" label="Paris to Clermont-Ferrand" />
            </TreeItem>
            <TreeItem itemId="europe/glacier" label="Glacier Express" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/tokaido" label="Tōkaidō Shinkansen" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
