import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createWideRows, wideColumnFields, type WideRow} from '@site/src/demo-data/wide-table';

const ROW_COUNT = 10_000;
const COLUMN_COUNT = 60;

const rows = createWideRows(ROW_COUNT, COLUMN_COUNT);

const columns: GridColDef<WideRow>[] = [
  {field: 'station', headerName: 'Station', width: 140},
  ...wideColumnFields(COLUMN_COUNT).map((field, index): GridColDef<WideRow> => ({
    field,
    headerName: `Hour ${index}`,
    type: 'number',
    width: 90,
  })),
];

export default function VirtualizationLargeDataset() {
  // 10,000 x 61 cells, yet only the ones in (or near) the viewport are in the DOM. The Pro grid does
  // not paginate by default, so all 10,000 rows are one scroll away.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} density="compact" />
    </Box>
  );
}
