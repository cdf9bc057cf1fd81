import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110},
  {field: 'modifiedOn', headerName: 'Modified', type: 'date', width: 130},
];

// Each row lists the folders above it and its own name last.
const getTreeDataPath = (row: ProjectFileRow) => row.path;

export default function TreeDataProjectFiles() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro rows={rows} columns={columns} treeData getTreeDataPath={getTreeDataPath} density="compact" />
    </Box>
  );
}
