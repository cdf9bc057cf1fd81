import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, GridToolbar, type GridColDef} from '@mui/x-data-grid';
import {zhCN} from '@mui/x-data-grid/locales';

interface CityRow {
  id: number;
  city: string;
  province: string;
  stations: number;
}

const rows: CityRow[] = [
  {id: 1, city: '上海', province: '上海市', stations: 508},
  {id: 2, city: '杭州', province: '浙江省', stations: 261},
  {id: 3, city: '成都', province: '四川省', stations: 377},
  {id: 4, city: '广州', province: '广东省', stations: 302},
  {id: 5, city: '武汉', province: '湖北省', stations: 291},
  {id: 6, city: '西安', province: '陕西省', stations: 183},
];

const columns: GridColDef<CityRow>[] = [
  {field: 'city', headerName: '城市', flex: 1, minWidth: 120},
  {field: 'province', headerName: '省份', width: 130},
  {field: 'stations', headerName: '站点', type: 'number', width: 110},
];

// The grid's own texts (toolbar, menus, footer, filter panel) from the bundled Chinese locale.
const chineseText = zhCN.components.MuiDataGrid.defaultProps.localeText;

export default function LocalizationZhCn() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} localeText={chineseText} slots={{toolbar: GridToolbar}} checkboxSelection density="compact" />
    </Box>
  );
}
