import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  gridColumnLookupSelector,
  gridRowGroupingSanitizedModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(60, 123);
const GROUPABLE = ['region', 'quarter', 'category'];

const columns: GridColDef<OrderRow>[] = [
  {field: 'region', headerName: 'Region', width: 110},
  {field: 'quarter', headerName: 'Quarter', width: 100},
  {field: 'category', headerName: 'Category', width: 110},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130, groupable: false},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110, groupable: false},
];

/** The grouping model as a row of chips, with a picker to add the next level. */
function GroupingToolbar() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridRowGroupingSanitizedModelSelector);
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);
  const available = GROUPABLE.filter((field) => !model.includes(field));
  return (
    <Toolbar>
      <Stack direction="row" spacing={1} sx={{flex: 1, alignItems: 'center', overflowX: 'auto'}}>
        <Typography variant="body2">Group by</Typography>
        {model.map((field, index) => (
          <Chip
            key={field}
            size="small"
            color="primary"
            label={`${index + 1}. ${lookup[field]?.headerName}`}
            onDelete={() => apiRef.current.removeRowGroupingCriteria(field)}
          />
        ))}
        {available.length > 0 && (
          <TextField
            select
            size="small"
            value=""
            label="Add a level"
            onChange={(event) => apiRef.current.addRowGroupingCriteria(event.target.value)}
            sx={{width: 140}}
          >
            {available.map((field) => (
              <MenuItem key={field} value={field}>
                {lookup[field]?.headerName}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Toolbar>
  );
}

export default function ToolbarRowGroupingBar() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{toolbar: GroupingToolbar}}
        showToolbar
        hideFooter
        initialState={{rowGrouping: {model: ['region']}, aggregation: {model: {revenue: 'sum'}}}}
      />
    </Box>
  );
}
