import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {DataGrid, type GridColDef} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(30, 202);
const NOTE_COLUMNS = 14;

// A wide grid: the bio, then fourteen weekly notes, each wrapping over several lines.
const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', width: 140},
  ...Array.from({length: NOTE_COLUMNS}, (_, index) => ({
    field: `week${index + 1}`,
    headerName: `Week ${index + 1}`,
    width: 150,
    valueGetter: (_value: unknown, row: TeamMember) => (index % 3 === row.id % 3 ? row.bio : `${row.role} in ${row.city}`),
    renderCell: ({value}: {value?: unknown}) => <Box sx={{whiteSpace: 'normal', lineHeight: 1.35, py: 0.75}}>{String(value ?? '')}</Box>,
  })),
];

export default function RowHeightAutoWideGrid() {
  const [virtualize, setVirtualize] = React.useState(true);
  const [rendered, setRendered] = React.useState(0);
  const boxRef = React.useRef<HTMLDivElement>(null);

  // Counts the cells in the document, to show what column virtualization saves.
  React.useEffect(() => {
    const timer = setTimeout(() => setRendered(boxRef.current?.querySelectorAll('.MuiDataGrid-cell').length ?? 0), 300);
    return () => clearTimeout(timer);
  }, [virtualize]);

  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap'}}>
        <FormControlLabel
          control={<Switch checked={virtualize} onChange={(event) => setVirtualize(event.target.checked)} />}
          label="virtualizeColumnsWithAutoRowHeight"
        />
        <Typography variant="body2">{rendered} cells rendered</Typography>
      </Box>
      <Box ref={boxRef} sx={{height: 340}}>
        <DataGrid
          key={String(virtualize)}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          hideFooter
        />
      </Box>
    </Box>
  );
}
