import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type GridPinnedRowsProp} from '@mui/x-data-grid-pro';
import {createTeamMembers, type TeamMember} from '@site/src/demo-data/team-members';

const rows = createTeamMembers(30);

// Summary rows use string ids so they can never clash with the numeric ids of real people.
type PayrollRow = Pick<TeamMember, 'name' | 'team' | 'salary'> & {id: number | string};

const columns: GridColDef<PayrollRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
];

// Pinned rows are not part of `rows`: they never scroll, sort, filter or page away.
const total = rows.reduce((sum, row) => sum + row.salary, 0);
const pinnedRows: GridPinnedRowsProp<PayrollRow> = {
  top: [{id: 'head-count', name: `Average of ${rows.length} people`, team: 'All teams', salary: Math.round(total / rows.length)}],
  bottom: [{id: 'total', name: 'Total payroll', team: '', salary: total}],
};

export default function RowPinningTotals() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        density="compact"
        getRowClassName={({id}) => (id === 'total' || id === 'head-count' ? 'summary-row' : '')}
        sx={{'& .summary-row': {fontWeight: 700}}}
      />
    </Box>
  );
}
