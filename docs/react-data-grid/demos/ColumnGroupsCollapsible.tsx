import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {DataGrid, type GridColDef, type GridColumnGroupingModel, type GridColumnVisibilityModel} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(20, 141);

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', width: 150},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'level', headerName: 'Level', width: 100},
  {field: 'city', headerName: 'City', width: 120},
  {field: 'salary', headerName: 'Salary', type: 'number', width: 110},
  {field: 'rating', headerName: 'Rating', type: 'number', width: 90},
  {field: 'startDate', headerName: 'Started', type: 'date', width: 120},
];

// When a group is collapsed, only its first column stays.
const GROUP_COLUMNS: Record<string, string[]> = {job: ['team', 'level', 'city'], pay: ['salary', 'rating', 'startDate']};

export default function ColumnGroupsCollapsible() {
  const [collapsed, setCollapsed] = React.useState<Record<string, boolean>>({pay: true});

  const visibility = React.useMemo<GridColumnVisibilityModel>(
    () =>
      Object.fromEntries(
        Object.entries(GROUP_COLUMNS).flatMap(([group, fields]) => fields.slice(1).map((field) => [field, !collapsed[group]])),
      ),
    [collapsed],
  );

  const groupingModel = React.useMemo<GridColumnGroupingModel>(() => {
    const header = (groupId: string, title: string) => ({
      groupId,
      headerName: title,
      renderHeaderGroup: () => (
        <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5}}>
          <Typography variant="body2" sx={{fontWeight: 500}}>
            {title}
          </Typography>
          <IconButton
            size="small"
            aria-label={collapsed[groupId] ? `Expand ${title}` : `Collapse ${title}`}
            onClick={() => setCollapsed((current) => ({...current, [groupId]: !current[groupId]}))}
          >
            {collapsed[groupId] ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
          </IconButton>
        </Box>
      ),
      children: GROUP_COLUMNS[groupId]!.map((field) => ({field})),
    });
    return [header('job', 'Job'), header('pay', 'Pay and review')];
  }, [collapsed]);

  return (
    <Box sx={{height: 380, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={groupingModel} columnVisibilityModel={visibility} hideFooter />
    </Box>
  );
}
