import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {fetchStaff, type StaffPage} from '@site/src/demo-data/staff-server';
import type {StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

export default function FilteringServerSide() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{field: 'team', operator: 'equals', value: 'Support'}],
  });
  const [result, setResult] = React.useState<StaffPage>({rows: [], total: 0});
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true; // ignore answers to queries the reader has since replaced
    setLoading(true);
    fetchStaff({filters: filterModel.items, logicOperator: filterModel.logicOperator, quickFilterValues: filterModel.quickFilterValues})
      .then((page) => {
        if (current) setResult(page);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [filterModel]);

  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid
        rows={result.rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        filterDebounceMs={400}
        loading={loading}
        showToolbar
        density="compact"
      />
    </Box>
  );
}
