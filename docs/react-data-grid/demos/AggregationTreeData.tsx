import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPremium, type GridColDef} from '@mui/x-data-grid-premium';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 130},
  {field: 'modifiedOn', headerName: 'Modified', type: 'date', width: 150},
  {field: 'owner', headerName: 'Owner', width: 110},
];

export default function AggregationTreeData() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      {/* Folders have no size of their own: they show the sum and the latest date of what they hold. */}
      <DataGridPremium
        treeData
        getTreeDataPath={(row) => row.path}
        rows={rows}
        columns={columns}
        groupingColDef={{headerName: 'File', flex: 1, minWidth: 200}}
        initialState={{aggregation: {model: {sizeKb: 'sum', modifiedOn: 'max'}}}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
