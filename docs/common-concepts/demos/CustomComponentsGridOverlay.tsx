import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';

/** Replaces the grid's "No rows" overlay: a slot takes a component. */
function EmptyInbox() {
  return (
    <Stack sx={{height: '100%', alignItems: 'center', justifyContent: 'center', color: 'text.secondary'}}>
      <InboxOutlined fontSize="large" />
      <Typography variant="body2">No messages. Enjoy the quiet.</Typography>
    </Stack>
  );
}

const columns: GridColDef[] = [
  {field: 'from', headerName: 'From', flex: 1},
  {field: 'subject', headerName: 'Subject', flex: 2},
];

const MESSAGES = [
  {id: 1, from: 'Ana', subject: 'Lunch on Friday?'},
  {id: 2, from: 'Build bot', subject: 'Nightly build passed'},
];

export default function CustomComponentsGridOverlay() {
  const [rows, setRows] = React.useState(MESSAGES);

  return (
    <Box sx={{height: 300}}>
      <Button size="small" sx={{mb: 1}} onClick={() => setRows(rows.length ? [] : MESSAGES)}>
        {rows.length ? 'Archive everything' : 'Restore messages'}
      </Button>
      <Box sx={{height: 250}}>
        <DataGrid rows={rows} columns={columns} slots={{noRowsOverlay: EmptyInbox}} hideFooter density="compact" />
      </Box>
    </Box>
  );
}
