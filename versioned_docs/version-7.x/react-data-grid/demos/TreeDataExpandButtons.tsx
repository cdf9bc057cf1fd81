import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 110},
  {field: 'modifiedOn', headerName: 'Modified', type: 'date', width: 130},
];

// Each row lists the folders above it and its own name last.
const getTreeDataPath = (row: ProjectFileRow) => row.path;

// The src folder starts open, the others closed.
const isGroupExpandedByDefault = (node: GridGroupNode) => node.groupingKey === 'src';

export default function TreeDataExpandButtons() {
  const apiRef = useGridApiRef();
  const setAll = (isExpanded: boolean) => {
    Object.values(gridRowTreeSelector(apiRef)).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID) {
        apiRef.current.setRowChildrenExpansion(node.id, isExpanded);
      }
    });
  };
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={1} sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={() => setAll(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAll(false)}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{height: 380}}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          density="compact"
        />
      </Box>
    </Box>
  );
}
