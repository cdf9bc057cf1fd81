import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(200, 83);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'id', headerName: 'SKU', width: 80},
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/** Buttons outside the grid drive it through the ref: filter, sort, scroll, select, read back. */
export default function ApiObjectOutsideControls() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('');

  const scrollToLast = () => {
    const lastIndex = apiRef.current!.getRowsCount() - 1;
    apiRef.current!.scrollToIndexes({rowIndex: lastIndex});
  };
  const selectSoldOut = () => {
    const ids = apiRef.current!.getAllRowIds().filter((id) => apiRef.current!.getRow<InventoryRow>(id)?.inStock === 0);
    apiRef.current!.setRowSelectionModel({type: 'include', ids: new Set(ids)});
    setReport(`${ids.length} sold-out rows selected`);
  };

  return (
    <Stack spacing={1} sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{flexWrap: 'wrap', rowGap: 1}}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({items: [{field: 'category', operator: 'equals', value: 'Wheels'}]})}
        >
          Only wheels
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('inStock', 'desc')}>
          Most stock first
        </Button>
        <Button size="small" variant="outlined" onClick={scrollToLast}>
          Scroll to last row
        </Button>
        <Button size="small" variant="outlined" onClick={selectSoldOut}>
          Select sold out
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current?.setFilterModel({items: []});
            apiRef.current?.setSortModel([]);
            apiRef.current?.setRowSelectionModel({type: 'include', ids: new Set()});
            setReport('');
          }}
        >
          Reset
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{minHeight: 20}}>
        {report}
      </Typography>
      <Box sx={{height: 320}}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection hideFooterPagination />
      </Box>
    </Stack>
  );
}
