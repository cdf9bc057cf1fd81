import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function RowGroupingHideGroupedColumns() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);
  // Hides each column while it is in the model and shows it again once it leaves.
  const initialState = useKeepGroupedColumnsHidden({apiRef, rowGroupingModel: model});
  return (
    <Stack spacing={1} sx={{width: '100%', height: 416}}>
      <ToggleButtonGroup size="small" value={model} onChange={(_event, value: string[]) => setModel(value)} aria-label="Group by">
        <ToggleButton value="region">Region</ToggleButton>
        <ToggleButton value="category">Category</ToggleButton>
        <ToggleButton value="quarter">Quarter</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
