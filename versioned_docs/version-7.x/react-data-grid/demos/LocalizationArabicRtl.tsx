import * as React from 'react';
import Box from '@mui/material/Box';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import {CacheProvider} from '@emotion/react';
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {arSD} from '@mui/x-data-grid/locales';

interface StationRow {
  id: number;
  station: string;
  district: string;
  bikes: number;
}

const rows: StationRow[] = [
  {id: 1, station: 'الكورنيش', district: 'الوسط', bikes: 24},
  {id: 2, station: 'الجامعة', district: 'الشمال', bikes: 18},
  {id: 3, station: 'الميناء', district: 'الغرب', bikes: 12},
  {id: 4, station: 'السوق القديم', district: 'الوسط', bikes: 30},
  {id: 5, station: 'الحديقة', district: 'الشرق', bikes: 9},
];

const columns: GridColDef<StationRow>[] = [
  {field: 'station', headerName: 'المحطة', flex: 1, minWidth: 130},
  {field: 'district', headerName: 'الحي', width: 120},
  {field: 'bikes', headerName: 'الدراجات', type: 'number', width: 110},
];

// Emotion mirrors the left-to-right styles for this subtree; the theme tells MUI the direction.
const rtlCache = createCache({key: 'grid-rtl-arabic', stylisPlugins: [rtlPlugin]});
const rightToLeft = (outer: Theme): Theme => ({...outer, direction: 'rtl'});

export default function LocalizationArabicRtl() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rightToLeft}>
        <Box dir="rtl" sx={{height: 360, width: '100%'}}>
          <DataGrid rows={rows} columns={columns} localeText={arSD.components.MuiDataGrid.defaultProps.localeText} density="compact" />
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
