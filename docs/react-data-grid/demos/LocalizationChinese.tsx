import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {zhCN} from '@mui/x-data-grid/locales';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: '姓名', flex: 1, minWidth: 150},
  {field: 'team', headerName: '团队', width: 130},
  {field: 'salary', headerName: '年薪', type: 'number', width: 110},
  {field: 'remote', headerName: '远程办公', type: 'boolean', width: 110},
];

export default function LocalizationChinese() {
  return (
    <Box sx={{height: 420, width: '100%'}} lang="zh-CN">
      {/* Toolbar, column menu, filter panel and footer all come out in Simplified Chinese. */}
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={zhCN.components.MuiDataGrid.defaultProps.localeText}
        showToolbar
        checkboxSelection
        initialState={{pagination: {paginationModel: {pageSize: 10}}}}
        pageSizeOptions={[10, 25]}
        density="compact"
      />
    </Box>
  );
}
