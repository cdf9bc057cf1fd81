import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 5);

// A text area that floats over the cell, so long text can be edited on several lines.
function MultilineEditCell({id, field, value, colDef}: GridRenderEditCellParams<TeamMember, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const onKeyDown = (event: React.KeyboardEvent) => {
    // Enter saves as usual; Shift+Enter or Ctrl+Enter add a line break instead.
    if (event.key === 'Enter' && (event.shiftKey || event.ctrlKey)) event.stopPropagation();
  };
  return (
    <div ref={setAnchor} style={{alignSelf: 'flex-start', height: 1, width: colDef.computedWidth}}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" style={{zIndex: 1300}}>
          <Paper elevation={2} sx={{p: 1, width: colDef.computedWidth}}>
            <InputBase
              multiline
              rows={4}
              fullWidth
              autoFocus
              value={value ?? ''}
              onChange={(event) => apiRef.current.setEditCellValue({id, field, value: event.target.value}, event)}
              onKeyDown={onKeyDown}
              sx={{fontSize: 14}}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 150},
  {
    field: 'bio',
    headerName: 'Bio (double-click; Shift+Enter for a new line)',
    flex: 1,
    minWidth: 300,
    editable: true,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];

export default function RecipesEditingMultiline() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} density="compact" hideFooter />
    </Box>
  );
}
