import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useApplyPropagationToSelectedItemsOnMount} from '@mui/x-tree-view/hooks';
import type {TreeViewSelectionPropagation} from '@mui/x-tree-view/models';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

const PROPAGATION: TreeViewSelectionPropagation = {parents: true, descendants: true};

export default function RichSelectionPropagationOnMount() {
  // The saved selection only lists the two tents; the hook adds what propagation implies
  // (here the "Tents" category, whose children are now all selected) before the first render.
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items: PRODUCT_CATALOG,
    selectionPropagation: PROPAGATION,
    selectedItems: ['tent-2p', 'tent-4p'],
  });
  const [selected, setSelected] = React.useState<string[]>(initialSelection);

  return (
    <Box sx={{height: 340, maxWidth: 440, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          items={PRODUCT_CATALOG}
          multiSelect
          checkboxSelection
          selectionPropagation={PROPAGATION}
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
          defaultExpandedItems={['camping', 'tents']}
        />
      </Box>
      <Typography variant="caption" noWrap>
        selectedItems: {selected.join(', ')}
      </Typography>
    </Box>
  );
}
