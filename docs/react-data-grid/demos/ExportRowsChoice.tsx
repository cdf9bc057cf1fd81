import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(30, 94);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'revenue', headerName: 'Revenue', type: 'number', width: 110},
];

type Choice = 'default' | 'filtered' | 'page' | 'everything';

const ROWS_TO_EXPORT: Record<Choice, GridCsvExportOptions['getRowsToExport']> = {
  default: undefined,
  // Every row that passes the filters, in the displayed order, selected or not.
  filtered: ({apiRef}: GridCsvGetRowsToExportParams) => gridFilteredSortedRowIdsSelector(apiRef),
  // Only the rows of the current page.
  page: ({apiRef}: GridCsvGetRowsToExportParams) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  // All rows in sorted order, ignoring the filters too.
  everything: ({apiRef}: GridCsvGetRowsToExportParams) => gridSortedRowIdsSelector(apiRef),
};

export default function ExportRowsChoice() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<Choice>('default');
  const [summary, setSummary] = React.useState('');

  const preview = React.useCallback(() => {
    const csv = apiRef.current?.getDataAsCsv({fields: ['id'], includeHeaders: false, getRowsToExport: ROWS_TO_EXPORT[choice]}) ?? '';
    const ids = csv.split(/\r?\n/).filter(Boolean);
    setSummary(`${ids.length} rows: orders ${ids.join(', ')}`);
  }, [apiRef, choice]);

  React.useEffect(preview, [preview]);

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: Choice | null) => value && setChoice(value)}
        aria-label="Rows to export"
      >
        <ToggleButton value="default">default</ToggleButton>
        <ToggleButton value="filtered">filtered</ToggleButton>
        <ToggleButton value="page">current page</ToggleButton>
        <ToggleButton value="everything">all rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 330}}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          initialState={{
            filter: {filterModel: {items: [{field: 'region', operator: 'equals', value: 'North'}]}},
            pagination: {paginationModel: {pageSize: 5}},
          }}
          pageSizeOptions={[5]}
          onRowSelectionModelChange={() => setTimeout(preview)}
          onFilterModelChange={() => setTimeout(preview)}
          onPaginationModelChange={() => setTimeout(preview)}
          onSortModelChange={() => setTimeout(preview)}
        />
      </Box>
      <Box
        aria-label="Exported rows"
        sx={{height: 60, overflow: 'auto', fontSize: 13, p: 1, border: 1, borderColor: 'divider', borderRadius: 1}}
      >
        {summary}
      </Box>
    </Stack>
  );
}
