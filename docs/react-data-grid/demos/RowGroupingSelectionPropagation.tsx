import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {DataGridPremium, type GridColDef, type GridRowSelectionPropagation} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(40);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({descendants: true, parents: true});
  const toggle = (key: keyof GridRowSelectionPropagation) => (_event: unknown, checked: boolean) =>
    setPropagation((current) => ({...current, [key]: checked}));
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel control={<Checkbox checked={propagation.descendants} onChange={toggle('descendants')} />} label="descendants" />
        <FormControlLabel control={<Checkbox checked={propagation.parents} onChange={toggle('parents')} />} label="parents" />
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={propagation}
          initialState={{rowGrouping: {model: ['region', 'category']}}}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
