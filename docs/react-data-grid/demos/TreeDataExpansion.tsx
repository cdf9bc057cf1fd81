import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {DataGridPro, useGridApiRef, type GridColDef, type GridGroupNode} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 100},
];

// Open the source folders on load, leave docs and scripts closed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey === 'src' || node.groupingKey === 'components';

export default function TreeDataExpansion() {
  const apiRef = useGridApiRef();
  return (
    <Stack spacing={1} sx={{width: '100%', height: 419}}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.expandAllRows()}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.collapseAllRows()}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{headerName: 'Name', flex: 1, minWidth: 220}}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
