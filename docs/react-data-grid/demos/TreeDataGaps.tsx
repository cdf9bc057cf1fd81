import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  path: string[];
  role: string;
}

// "Sales" and "Engineering" have no row of their own: the grid creates them to fill the gaps.
const rows: Employee[] = [
  {id: 1, path: ['Amara'], role: 'Managing director'},
  {id: 2, path: ['Amara', 'Sales', 'Jonas'], role: 'Store manager'},
  {id: 3, path: ['Amara', 'Sales', 'Jonas', 'Kira'], role: 'Sales associate'},
  {id: 4, path: ['Amara', 'Engineering', 'Li Wei'], role: 'Frame designer'},
  {id: 5, path: ['Amara', 'Engineering', 'Priya'], role: 'Product designer'},
];

const columns: GridColDef<Employee>[] = [{field: 'role', headerName: 'Role', flex: 1, minWidth: 160}];

export default function TreeDataGaps() {
  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{headerName: 'People', width: 260}}
        // Generated rows have no data: mark them so readers can tell.
        getRowClassName={(params) => (params.row.role === undefined ? 'generated' : '')}
        sx={{'& .generated': {fontStyle: 'italic', color: 'text.secondary'}}}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
