import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import {DataGrid, Toolbar, gridRowsLoadingSelector, useGridApiContext, useGridSelector, type GridColDef} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
];

// A toolbar that knows whether the grid is loading, without being told by the page.
function StatusToolbar({onReload}: {onReload: () => void}) {
  const apiRef = useGridApiContext();
  const loading = useGridSelector(apiRef, gridRowsLoadingSelector);
  return (
    <Toolbar>
      <Chip size="small" color={loading ? 'warning' : 'success'} label={loading ? 'Loading…' : 'Up to date'} sx={{mr: 'auto'}} />
      <Button size="small" disabled={loading} onClick={onReload}>
        Reload
      </Button>
    </Toolbar>
  );
}

const ReloadContext = React.createContext<() => void>(() => {});
function ToolbarWithReload() {
  return <StatusToolbar onReload={React.useContext(ReloadContext)} />;
}

export default function RowRecipesLoadingState() {
  const [loading, setLoading] = React.useState(false);
  const [seed, setSeed] = React.useState(3);
  const rows = React.useMemo(() => createStaffRows(15, seed), [seed]);
  const reload = React.useCallback(() => {
    setLoading(true);
    setTimeout(() => {
      setSeed((value) => value + 1);
      setLoading(false);
    }, 1200);
  }, []);
  return (
    <ReloadContext.Provider value={reload}>
      <Box sx={{height: 400, width: '100%'}}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{toolbar: ToolbarWithReload}}
          showToolbar
          density="compact"
          hideFooter
        />
      </Box>
    </ReloadContext.Provider>
  );
}
