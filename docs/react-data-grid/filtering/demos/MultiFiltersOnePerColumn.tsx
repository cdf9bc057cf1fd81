import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridPreferencePanelsValue,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

// Each filter row may only pick its own column or a column no other row uses.
const filterColumns = ({field, columns: all, currentFilters}: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.filter((column) => column.filterable && (column.field === field || !used.has(column.field))).map((column) => column.field);
};

// "Add filter" starts on the first column that has no filter yet (none left: no new row).
const getColumnForNewFilter = ({currentFilters, columns: all}: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return all.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function MultiFiltersOnePerColumn() {
  return (
    <Box sx={{height: 440, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{filterPanel: {filterFormProps: {filterColumns}, getColumnForNewFilter}}}
        initialState={{
          filter: {filterModel: {items: [{id: 1, field: 'team', operator: 'equals', value: 'Engineering'}]}},
          preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.filters},
        }}
        density="compact"
        hideFooter
      />
    </Box>
  );
}
