import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichSelectionTrackChange() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <Box sx={{height: 340, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          items={PRODUCT_CATALOG}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['climbing']}
          onItemSelectionToggle={(_event, itemId, isSelected) =>
            setLog((previous) => [`${isSelected ? '+' : '−'} ${itemId}`, ...previous].slice(0, 3))
          }
        />
      </Box>
      <Typography variant="caption" component="div" sx={{minHeight: 60}}>
        {log.length ? log.map((line, index) => <div key={index}>{line}</div>) : 'Tick or untick products.'}
      </Typography>
    </Box>
  );
}
