import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';

interface FeedbackRow {
  id: number;
  customer: string;
  comment: string;
  score: number;
}

// Text typed by customers can start like a spreadsheet formula.
const rows: FeedbackRow[] = [
  {id: 1, customer: 'Anna; Berg', comment: 'Great "gravel" bike', score: 5},
  {id: 2, customer: 'Kofi Mensah', comment: '=HYPERLINK("http://example.com","refund")', score: 1},
  {id: 3, customer: 'Li Na', comment: '+1 for the fast delivery', score: 4},
  {id: 4, customer: 'Ravi Patel', comment: '@support please call back', score: 2},
];

const columns: GridColDef<FeedbackRow>[] = [
  {field: 'customer', headerName: 'Customer', width: 140},
  {field: 'comment', headerName: 'Comment', flex: 1, minWidth: 200},
  {field: 'score', headerName: 'Score', type: 'number', width: 90},
];

export default function ExportCsvEscaping() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [semicolon, setSemicolon] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({escapeFormulas, delimiter: semicolon ? ';' : ','}) ?? '');
  }, [apiRef, escapeFormulas, semicolon]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />}
          label="escapeFormulas"
        />
        <FormControlLabel
          control={<Switch checked={semicolon} onChange={(event) => setSemicolon(event.target.checked)} />}
          label="delimiter ';'"
        />
      </Stack>
      <Box sx={{height: 250}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Box
        component="pre"
        aria-label="CSV preview"
        sx={{m: 0, p: 1, height: 120, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1}}
      >
        {csv}
      </Box>
    </Stack>
  );
}
