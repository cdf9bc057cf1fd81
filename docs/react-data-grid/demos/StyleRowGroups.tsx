import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGridPro, gridClasses, type DataGridProProps, type GridColDef} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows(46);

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 120},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110},
];

const getTreeDataPath: DataGridProProps<ProjectFileRow>['getTreeDataPath'] = (row) => row.path;

export default function StyleRowGroups() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        rows={rows}
        columns={columns}
        treeData
        getTreeDataPath={getTreeDataPath}
        defaultGroupingExpansionDepth={-1}
        groupingColDef={{headerName: 'File', flex: 1, minWidth: 220}}
        hideFooter
        density="compact"
        // Rows of a tree carry aria-level: 1 for the top level, 2 for its children, and so on.
        sx={(theme) => ({
          [`& .${gridClasses.row}[aria-level="1"]`]: {
            bgcolor: (theme.vars || theme).palette.action.hover,
            fontWeight: theme.typography.fontWeightMedium,
          },
          [`& .${gridClasses.row}[aria-level="3"] .${gridClasses.cell}`]: {color: (theme.vars || theme).palette.text.secondary},
        })}
      />
    </Box>
  );
}
