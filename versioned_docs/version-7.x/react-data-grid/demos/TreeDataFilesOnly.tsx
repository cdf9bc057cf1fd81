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

// No folder rows at all: the grid creates a parent row for every folder in the paths.
const fileRows = rows.filter((row) => row.kind === 'file');

export default function TreeDataFilesOnly() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={fileRows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{headerName: 'Name', width: 240}}
        defaultGroupingExpansionDepth={-1}
        density="compact"
      />
    </Box>
  );
}
