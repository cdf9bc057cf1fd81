import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGrid, type GridColDef, type GridFilterModel} from '@mui/x-data-grid';
import {fetchStaff, type StaffPage} from '@site/src/demo-data/staff-server';
import type {StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  // The fake server only knows text operators for these columns.
  {field: 'city', headerName: 'City', width: 140},
  {field: 'level', headerName: 'Level', width: 110},
];

export default function FilteringServerSideErrors() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{field: 'city', operator: 'contains', value: 'berlin'}],
  });
  const [failing, setFailing] = React.useState(false);
  const [result, setResult] = React.useState<StaffPage>({rows: [], total: 0});
  const [error, setError] = React.useState<string | null>(null);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    fetchStaff({filters: filterModel.items, logicOperator: filterModel.logicOperator}, {fail: failing})
      .then((page) => {
        if (!current) return;
        setResult(page);
        setError(null);
      })
      .catch((reason: Error) => {
        // Keep the last good rows on screen and say what went wrong.
        if (current) setError(reason.message);
      })
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [filterModel, failing]);

  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />}
        label="Make the server fail"
      />
      <Box sx={{height: 300}}>
        <DataGrid
          rows={result.rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          density="compact"
        />
      </Box>
      <Box sx={{minHeight: 56, mt: 1}}>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <Alert severity="info">{`${result.total} matching people on the server.`}</Alert>
        )}
      </Box>
    </Box>
  );
}
