import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';

interface Warehouse {
  code: string;
  label: string;
  children?: Warehouse[];
}

const WAREHOUSES: Warehouse[] = [
  {
    code: 'NL-AMS',
    label: 'Amsterdam',
    children: [
      {code: 'NL-AMS-A', label: 'Hall A'},
      {code: 'NL-AMS-B', label: 'Hall B'},
    ],
  },
  {code: 'DE-HAM', label: 'Hamburg', children: [{code: 'DE-HAM-1', label: 'Dock 1'}]},
  {code: 'FR-LYS', label: 'Lyon'},
];

// Defined outside the component so that the function stays the same between renders.
const getItemId = (item: Warehouse) => item.code;

export default function RichItemsCustomId() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{height: 250, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Warehouses"
          items={WAREHOUSES}
          getItemId={getItemId}
          defaultExpandedItems={['NL-AMS']}
          selectedItems={selected}
          onSelectedItemsChange={(_event, id) => setSelected(id)}
        />
      </Box>
      <Typography variant="body2">Selected code: {selected ?? 'none'}</Typography>
    </Box>
  );
}
