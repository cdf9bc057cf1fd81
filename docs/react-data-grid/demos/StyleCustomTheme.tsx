import * as React from 'react';
import Box from '@mui/material/Box';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const rows = createInventoryRows(20, 45);

const columns: GridColDef<InventoryRow>[] = [
  {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
  {field: 'category', headerName: 'Category', width: 130},
  {field: 'inStock', headerName: 'In stock', type: 'number', width: 110},
];

/**
 * The house style for every grid under this provider: default props and style overrides keyed by
 * the grid's class names. In an app, put `components.MuiDataGrid` in the createTheme call; the
 * demo adds it to the theme it receives.
 */
function withHouseStyle(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiDataGrid: {
        defaultProps: {density: 'compact', showCellVerticalBorder: true, disableRowSelectionOnClick: true},
        styleOverrides: {
          root: {borderWidth: 2, borderRadius: 0},
          columnHeader: {
            textTransform: 'uppercase',
            fontSize: 12,
            letterSpacing: 0.6,
            color: (outer.vars || outer).palette.text.secondary,
          },
          cell: {fontVariantNumeric: 'tabular-nums'},
        },
      },
    },
  };
}

export default function StyleCustomTheme() {
  return (
    <ThemeProvider theme={withHouseStyle}>
      {/* No density or border props here: they come from the theme. */}
      <Box sx={{height: 360, width: '100%'}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </ThemeProvider>
  );
}
