import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 130},
  {field: 'modifiedOn', headerName: 'Modified', type: 'date', width: 140},
];

const getTreeDataPath = (row: ProjectFileRow) => row.path;

export default function AggregationFolderSizes() {
  // Folders have no size of their own: the grid adds up the files under each of them,
  // and shows the latest change inside it.
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        groupingColDef={{headerName: 'File', width: 260}}
        defaultGroupingExpansionDepth={1}
        initialState={{aggregation: {model: {sizeKb: 'sum', modifiedOn: 'max'}}}}
        density="compact"
      />
    </Box>
  );
}
