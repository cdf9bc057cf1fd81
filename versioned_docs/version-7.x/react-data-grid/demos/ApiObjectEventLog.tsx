import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'city', headerName: 'City', width: 130},
];

export default function ApiObjectEventLog() {
  const apiRef = useGridApiRef();
  const [events, setEvents] = React.useState<string[]>([]);
  React.useEffect(() => {
    const log = (text: string) => setEvents((previous) => [text, ...previous].slice(0, 3));
    // subscribeEvent returns the function that unsubscribes, which is the effect's cleanup.
    const offCell = apiRef.current.subscribeEvent('cellClick', (params) => log(`cellClick on ${params.field} of row ${params.id}`));
    const offHeader = apiRef.current.subscribeEvent('columnHeaderClick', (params) => log(`columnHeaderClick on ${params.field}`));
    return () => {
      offCell();
      offHeader();
    };
  }, [apiRef]);
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{height: 340}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
      <Box sx={{height: 72, mt: 1}}>
        {events.length === 0 ? (
          <Typography variant="body2">Click a cell or a column header.</Typography>
        ) : (
          events.map((text, index) => (
            <Typography key={`${index}-${text}`} variant="body2" noWrap>
              {text}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
