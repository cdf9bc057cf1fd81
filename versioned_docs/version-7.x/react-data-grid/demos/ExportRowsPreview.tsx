import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
  type GridRowId,
} from '@mui/x-data-grid';
import {createOrderRows, type OrderRow} from '@site/src/demo-data/bike-orders';

const rows = createOrderRows(24);

const columns: GridColDef<OrderRow>[] = [
  {field: 'id', headerName: 'Order', width: 80},
  {field: 'region', headerName: 'Region', width: 100},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 130},
];

type Choice = 'default' | 'page' | 'all';

const ROWS_TO_EXPORT: Record<Choice, ((params: GridCsvGetRowsToExportParams) => GridRowId[]) | undefined> = {
  // The grid's rule: the selected rows if any, otherwise the rows that pass the filter.
  default: undefined,
  // Only the rows of the page on screen.
  page: ({apiRef}) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  // Every row in sorted order, including those the filter hides.
  all: ({apiRef}) => gridSortedRowIdsSelector(apiRef),
};

export default function ExportRowsPreview() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState<Choice>('default');
  const [csv, setCsv] = React.useState('');
  // Recomputed when the choice changes and whenever the reader selects, filters or pages.
  const refresh = React.useCallback(() => {
    setCsv(apiRef.current.getDataAsCsv({getRowsToExport: ROWS_TO_EXPORT[choice], includeHeaders: false}));
  }, [apiRef, choice]);
  React.useEffect(() => {
    refresh();
    const offSelection = apiRef.current.subscribeEvent('rowSelectionChange', refresh);
    const offFilter = apiRef.current.subscribeEvent('filteredRowsSet', refresh);
    const offPage = apiRef.current.subscribeEvent('paginationModelChange', refresh);
    return () => {
      offSelection();
      offFilter();
      offPage();
    };
  }, [apiRef, refresh]);
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup size="small" exclusive value={choice} onChange={(_, value) => value && setChoice(value)} sx={{mb: 1}}>
        <ToggleButton value="default">Default</ToggleButton>
        <ToggleButton value="page">Current page</ToggleButton>
        <ToggleButton value="all">Ignore the filter</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 300}}>
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
          density="compact"
        />
      </Box>
      <Box component="pre" sx={{height: 120, overflow: 'auto', m: 0, mt: 1, p: 1, fontSize: 12, bgcolor: 'action.hover'}}>
        {csv}
      </Box>
    </Box>
  );
}
