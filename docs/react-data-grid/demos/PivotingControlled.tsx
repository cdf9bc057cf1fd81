import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGridPremium, type GridColDef, type GridPivotModel} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(120);

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 90},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

export default function PivotingControlled() {
  const [active, setActive] = React.useState(true);
  const [model, setModel] = React.useState<GridPivotModel>({
    rows: [{field: 'region'}],
    columns: [{field: 'quarter', sort: 'asc'}],
    values: [{field: 'revenue', aggFunc: 'sum'}],
  });
  // Swap what goes down the side and what goes across the top.
  const transpose = () => setModel((current) => ({...current, rows: current.columns.map(({field}) => ({field})), columns: current.rows}));
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <FormControlLabel control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />} label="pivotActive" />
        <Button size="small" variant="outlined" onClick={transpose} disabled={!active}>
          Swap rows and columns
        </Button>
        <Button size="small" onClick={() => setModel((current) => ({...current, rows: [{field: 'category'}]}))} disabled={!active}>
          Rows by category
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={active}
          onPivotActiveChange={setActive}
          pivotModel={model}
          onPivotModelChange={setModel}
          pivotingColDef={{width: 110}}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
