import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import {DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(40, 126);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 120},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/**
 * Always open: `expanded` is controlled and stays true, so neither Escape nor leaving the empty
 * field collapses it (a collapsed control also leaves the Tab order). No trigger is needed.
 */
function WideSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter expanded onExpandedChange={() => undefined} style={{flex: 1, display: 'flex'}}>
        <QuickFilterControl
          render={({ref, ...controlProps}) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              fullWidth
              size="small"
              placeholder="Search every column"
              aria-label="Search every column"
              slotProps={{
                ...controlProps.slotProps,
                input: {
                  ...controlProps.slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterAlwaysOpen() {
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} slots={{toolbar: WideSearchToolbar}} showToolbar hideFooter />
    </Box>
  );
}
