import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import {DataGrid, GridActionsCellItem, type GridColDef} from '@mui/x-data-grid';

interface RideRow {
  id: number;
  rider: string;
  distanceKm: number;
  day: Date;
  startedAt: Date;
  ebike: boolean;
  terrain: string;
}

const initialRows: RideRow[] = [
  {
    id: 1,
    rider: 'Ana Costa',
    distanceKm: 42.5,
    day: new Date(2025, 4, 3),
    startedAt: new Date(2025, 4, 3, 7, 30),
    ebike: false,
    terrain: 'Road',
  },
  {
    id: 2,
    rider: 'Wei Chen',
    distanceKm: 18,
    day: new Date(2025, 4, 4),
    startedAt: new Date(2025, 4, 4, 17, 5),
    ebike: true,
    terrain: 'City',
  },
  {
    id: 3,
    rider: 'Noah Berg',
    distanceKm: 63.2,
    day: new Date(2025, 4, 6),
    startedAt: new Date(2025, 4, 6, 6, 45),
    ebike: false,
    terrain: 'Gravel',
  },
  {
    id: 4,
    rider: 'Farah Haddad',
    distanceKm: 27.9,
    day: new Date(2025, 4, 7),
    startedAt: new Date(2025, 4, 7, 12, 10),
    ebike: true,
    terrain: 'Trail',
  },
];

export default function ColumnDefinitionTypes() {
  const [rows, setRows] = React.useState(initialRows);
  const columns = React.useMemo<GridColDef<RideRow>[]>(
    () => [
      {field: 'rider', headerName: 'string', width: 130},
      {field: 'distanceKm', headerName: 'number', type: 'number', width: 90},
      {field: 'day', headerName: 'date', type: 'date', width: 110},
      {field: 'startedAt', headerName: 'dateTime', type: 'dateTime', width: 170},
      {field: 'ebike', headerName: 'boolean', type: 'boolean', width: 90},
      {field: 'terrain', headerName: 'singleSelect', type: 'singleSelect', valueOptions: ['Road', 'City', 'Gravel', 'Trail'], width: 120},
      {
        field: 'actions',
        headerName: 'actions',
        type: 'actions',
        width: 80,
        getActions: ({id}) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => setRows((current) => current.filter((row) => row.id !== id))}
          />,
        ],
      },
    ],
    [],
  );
  return (
    <Box sx={{height: 300, width: '100%'}}>
      {/* Every column is editable: double-click a cell to see the editor each type brings. */}
      <DataGrid
        rows={rows}
        columns={columns.map((column) => (column.type === 'actions' ? column : {...column, editable: true}))}
        hideFooter
      />
    </Box>
  );
}
