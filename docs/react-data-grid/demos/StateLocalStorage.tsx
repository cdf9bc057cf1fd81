import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGrid, useGridApiRef, type GridColDef, type GridInitialState} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(30, 133);
const STORAGE_KEY = 'docs-demo-staff-grid-view';

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 120},
];

function readSavedView(): GridInitialState | undefined {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : undefined;
  } catch {
    return undefined; // storage blocked or a malformed entry: start fresh
  }
}

/** The grid as a page would mount it: its starting state read from storage. */
function StaffGrid() {
  const apiRef = useGridApiRef();
  // Read once, on the client, when this component mounts.
  const [initialState] = React.useState(readSavedView);

  // Save when the grid goes away (here: "Remount"; in an app, leaving the page) and when the tab
  // is hidden, which also covers closing it.
  React.useEffect(() => {
    const save = () => {
      const state = apiRef.current?.exportState({exportOnlyDirtyModels: true});
      if (state) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    };
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      save();
    };
  }, [apiRef]);

  return <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} showToolbar hideFooter />;
}

export default function StateLocalStorage() {
  const [mount, setMount] = React.useState(0);
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center', flexWrap: 'wrap'}}>
        <Button size="small" variant="outlined" onClick={() => setMount((n) => n + 1)}>
          Remount the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setMount((n) => n + 1);
          }}
        >
          Forget the saved view
        </Button>
        <Typography variant="caption">Mounted {mount + 1} times</Typography>
      </Stack>
      <Box sx={{height: 340}}>
        {/* A new key is a new grid: it starts from whatever was saved by the previous one. */}
        <StaffGrid key={mount} />
      </Box>
    </Box>
  );
}
