import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 59);
const SALARY_STEP = 1000;

function SalaryEditCell({id, field, value}: GridRenderEditCellParams<TeamMember, number>) {
  const apiRef = useGridApiContext();
  const [local, setLocal] = React.useState(value ?? 0);

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 1, width: '100%', px: 2}}>
      <Slider
        size="small"
        min={20000}
        max={90000}
        step={SALARY_STEP}
        value={local}
        aria-label="Salary"
        onChange={(_event, next) => {
          setLocal(next as number);
          // `debounceMs` batches the updates while the thumb moves.
          apiRef.current.setEditCellValue({id, field, value: next as number, debounceMs: 150});
        }}
      />
      <Box component="span" sx={{minWidth: 64, textAlign: 'right'}}>
        {(local / 1000).toFixed(0)}k
      </Box>
    </Box>
  );
}

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 160},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 1,
    minWidth: 220,
    editable: true,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
    renderEditCell: (params: GridRenderEditCellParams<TeamMember, number>) => <SalaryEditCell {...params} />,
  },
];

export default function CustomEditSlider() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
