import * as React from 'react';
import Box from '@mui/material/Box';
import {ThemeProvider, type Theme} from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 44);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {field: 'team', headerName: 'Team', width: 140},
  {field: 'city', headerName: 'City', width: 140},
  {field: 'level', headerName: 'Level', width: 120},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 110},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

/**
 * palette.DataGrid: bg (the container), headerBg (the header row), pinnedBg (pinned columns).
 * In an app this goes straight into createTheme({palette: {DataGrid: {...}}}). This site's theme
 * uses CSS variables, so the demo extends the theme it is given and sets the variables' copy too.
 */
function withGridSections(outer: Theme): Theme {
  const palette = (outer.vars || outer).palette;
  const sections = {
    bg: palette.background.paper,
    headerBg: `color-mix(in srgb, ${palette.primary.main} 14%, ${palette.background.paper})`,
    pinnedBg: `color-mix(in srgb, ${palette.secondary.main} 10%, ${palette.background.paper})`,
  };
  return {
    ...outer,
    palette: {...outer.palette, DataGrid: sections},
    ...(outer.vars ? {vars: {...outer.vars, palette: {...outer.vars.palette, DataGrid: sections}}} : {}),
  } as Theme;
}

export default function StyleThemeSections() {
  return (
    <ThemeProvider theme={withGridSections}>
      <Box sx={{height: 360, width: '100%'}}>
        <DataGridPro rows={rows} columns={columns} hideFooter initialState={{pinnedColumns: {left: ['name'], right: ['salary']}}} />
      </Box>
    </ThemeProvider>
  );
}
