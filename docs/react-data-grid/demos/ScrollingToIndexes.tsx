import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createOrderRows} from '@site/src/demo-data/fake-grid-server';

const rows = createOrderRows(1000);

// Many narrow month columns so there is something to scroll sideways to.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const columns: GridColDef[] = [
  {field: 'id', headerName: 'Order', type: 'number', width: 90},
  {field: 'customer', headerName: 'Customer', width: 160},
  ...MONTHS.map<GridColDef>((month, index) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => (row.total * (index + 3)) % 997,
  })),
];

export default function ScrollingToIndexes() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState(500);
  const [colIndex, setColIndex] = React.useState(11);

  const scrollThere = () => {
    // Brings the cell into view (and only scrolls as far as needed); it does not move the focus.
    apiRef.current?.scrollToIndexes({rowIndex, colIndex});
  };

  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <TextField
          size="small"
          type="number"
          label="Row index"
          value={rowIndex}
          onChange={(event) => setRowIndex(Math.max(0, Math.min(rows.length - 1, Number(event.target.value))))}
          sx={{width: 120}}
        />
        <TextField
          size="small"
          type="number"
          label="Column index"
          value={colIndex}
          onChange={(event) => setColIndex(Math.max(0, Math.min(columns.length - 1, Number(event.target.value))))}
          sx={{width: 130}}
        />
        <Button variant="contained" size="small" onClick={scrollThere}>
          Scroll to cell
        </Button>
        <Button size="small" onClick={() => apiRef.current?.scrollToIndexes({rowIndex: 0, colIndex: 0})}>
          Back to top
        </Button>
      </Stack>
      <Box sx={{height: 360}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
