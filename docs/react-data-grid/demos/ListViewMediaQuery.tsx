import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {useTheme} from '@mui/material/styles';
import {DataGridPro, type GridColDef, type GridListViewColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30, 174);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'level', headerName: 'Level', width: 100},
];

const listViewColumn: GridListViewColDef<StaffRow> = {
  field: 'card',
  renderCell: ({row}) => (
    <Box>
      <Typography variant="body2" sx={{fontWeight: 500}}>
        {row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.level} · {row.team} · {row.city}
      </Typography>
    </Box>
  ),
};

/** The viewport decides: below the theme's `sm` breakpoint (600 px) the grid becomes a list. */
export default function ListViewMediaQuery() {
  const theme = useTheme();
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView={isSmallScreen}
        listViewColumn={listViewColumn}
        rowHeight={isSmallScreen ? 60 : 52}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
