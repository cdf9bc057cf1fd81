import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(8, 53);

function RatingEditCell({id, field, value, hasFocus}: GridRenderEditCellParams<TeamMember, number>) {
  const apiRef = useGridApiContext();
  return (
    <Box sx={{display: 'flex', alignItems: 'center', height: '100%', px: 1}}>
      <Rating
        name={`rating-${id}`}
        value={value ?? 0}
        autoFocus={hasFocus}
        // Pushing the value into the grid's edit state is what makes Enter or a click outside save it.
        onChange={(_event, next) => apiRef.current.setEditCellValue({id, field, value: next ?? 0})}
      />
    </Box>
  );
}

const columns: GridColDef<TeamMember>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {
    field: 'rating',
    headerName: 'Customer rating',
    width: 180,
    editable: true,
    renderCell: ({value}) => <Rating value={value as number} readOnly size="small" sx={{mt: 1.5}} />,
    renderEditCell: (params: GridRenderEditCellParams<TeamMember, number>) => <RatingEditCell {...params} />,
  },
];

export default function CustomEditRating() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
