import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

interface Stop {
  id: number;
  stop: string;
  km: number;
}

const rows: Stop[] = [
  {id: 1, stop: 'Shop (start)', km: 0},
  {id: 2, stop: 'Harbour café', km: 12},
  {id: 3, stop: 'Lighthouse climb', km: 27},
  {id: 4, stop: 'Vineyard road', km: 41},
  {id: 5, stop: 'River ferry', km: 55},
  {id: 6, stop: 'Shop (finish)', km: 68},
];

const columns: GridColDef<Stop>[] = [
  {field: 'stop', headerName: 'Stop', flex: 1},
  {field: 'km', headerName: 'Km', type: 'number', width: 90},
];

export default function RowOrderingBasic() {
  // Drag a row by the handle in the first column.
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
