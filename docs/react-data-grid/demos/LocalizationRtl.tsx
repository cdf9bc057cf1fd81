import * as React from 'react';
import Box from '@mui/material/Box';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {CacheProvider} from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {arSD} from '@mui/x-data-grid/locales';

interface CityRow {
  id: number;
  city: string;
  country: string;
  riders: number;
}

const rows: CityRow[] = [
  {id: 1, city: 'القاهرة', country: 'مصر', riders: 1240},
  {id: 2, city: 'دبي', country: 'الإمارات', riders: 860},
  {id: 3, city: 'الرياض', country: 'السعودية', riders: 730},
  {id: 4, city: 'عمّان', country: 'الأردن', riders: 410},
  {id: 5, city: 'الدار البيضاء', country: 'المغرب', riders: 980},
];

const columns: GridColDef<CityRow>[] = [
  {field: 'city', headerName: 'المدينة', flex: 1, minWidth: 130},
  {field: 'country', headerName: 'البلد', width: 130},
  {field: 'riders', headerName: 'الدراجون', type: 'number', width: 120},
];

// Styles written for left-to-right are mirrored by the stylis RTL plugin in this cache.
const rtlCache = createCache({key: 'grid-rtl-demo', stylisPlugins: [rtlPlugin]});
const withRtl = (outer: Theme): Theme => ({...outer, direction: 'rtl'});

export default function LocalizationRtl() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={withRtl}>
        <Box dir="rtl" sx={{height: 380, width: '100%'}}>
          <DataGrid
            rows={rows}
            columns={columns}
            showToolbar
            checkboxSelection
            localeText={arSD.components.MuiDataGrid.defaultProps.localeText}
            initialState={{pagination: {paginationModel: {pageSize: 5}}}}
            pageSizeOptions={[5, 10]}
          />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
