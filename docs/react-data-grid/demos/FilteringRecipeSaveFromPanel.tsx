import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridFilterPanel,
  GridPreferencePanelsValue,
  gridFilterModelSelector,
  useGridApiContext,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(40);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150},
  {field: 'team', headerName: 'Team', width: 130},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
];

type SavedViews = [Record<string, GridFilterModel>, React.Dispatch<React.SetStateAction<Record<string, GridFilterModel>>>];
const SavedViewsContext = React.createContext<SavedViews | null>(null);

// The default panel, followed by a row to save the current filters and the saved ones as chips.
function SaveablePanel(props: React.ComponentProps<typeof GridFilterPanel>) {
  const apiRef = useGridApiContext();
  const [views, setViews] = React.useContext(SavedViewsContext)!;
  const [name, setName] = React.useState('');
  const save = () => {
    setViews((current) => ({...current, [name.trim()]: gridFilterModelSelector(apiRef)}));
    setName('');
  };
  return (
    <Box>
      <GridFilterPanel {...props} />
      <Divider />
      <Stack direction="row" spacing={1} sx={{p: 1.5, alignItems: 'center', flexWrap: 'wrap'}}>
        <TextField
          size="small"
          placeholder="Name this view"
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{width: 160}}
        />
        <Button size="small" disabled={!name.trim()} onClick={save}>
          Save
        </Button>
        {Object.entries(views).map(([viewName, model]) => (
          <Chip
            key={viewName}
            size="small"
            label={viewName}
            onClick={() => apiRef.current.setFilterModel(model)}
            onDelete={() => setViews(({[viewName]: _removed, ...rest}) => rest)}
          />
        ))}
      </Stack>
    </Box>
  );
}

export default function FilteringRecipeSaveFromPanel() {
  const views = React.useState<Record<string, GridFilterModel>>({
    'Well paid': {items: [{id: 1, field: 'salary', operator: '>', value: 80000}]},
  });
  return (
    <SavedViewsContext.Provider value={views}>
      <Box sx={{height: 460, width: '100%'}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          showToolbar
          slots={{filterPanel: SaveablePanel}}
          initialState={{
            filter: {filterModel: {items: [{id: 1, field: 'team', operator: 'equals', value: 'Support'}]}},
            preferencePanel: {open: true, openedPanelValue: GridPreferencePanelsValue.filters},
          }}
          density="compact"
          hideFooter
        />
      </Box>
    </SavedViewsContext.Provider>
  );
}
