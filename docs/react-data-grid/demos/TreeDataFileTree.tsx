import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, type GridColDef, type DataGridProProps} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 110},
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value} KB`),
  },
  {field: 'modifiedOn', headerName: 'Modified', type: 'date', width: 130},
];

// The path of a row is where it sits in the tree: ['src', 'hooks', 'useToggle.ts'].
const getTreeDataPath: DataGridProProps<ProjectFileRow>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFileTree() {
  return (
    <Box sx={{height: 420, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{headerName: 'Name', flex: 1, minWidth: 220}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
