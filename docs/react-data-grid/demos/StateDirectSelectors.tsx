import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridFocusCellSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(25, 132);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

export default function StateDirectSelectors() {
  const apiRef = useGridApiRef();
  const [answer, setAnswer] = React.useState('Sort, filter or click a cell, then ask.');

  // A one-off read in an event handler: call the selector with the ref, no hook, no re-render.
  const ask = () => {
    if (!apiRef.current) return;
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const focus = gridFocusCellSelector(apiRef);
    setAnswer(
      `${ids.length} rows after filtering, first ids ${ids.slice(0, 5).join(', ')}; columns ${fields.join(', ')}; focused cell ${focus ? `${focus.field} of row ${focus.id}` : 'none'}`,
    );
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{mb: 1, alignItems: 'center'}}>
        <Button size="small" variant="outlined" onClick={ask} sx={{flexShrink: 0}}>
          Read the state
        </Button>
        <Typography variant="body2" sx={{height: 40, overflow: 'auto'}} aria-live="polite">
          {answer}
        </Typography>
      </Stack>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
