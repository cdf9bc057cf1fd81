import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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

export default function TreeDataFilterLevels() {
  const [topLevelOnly, setTopLevelOnly] = React.useState(false);
  return (
    <Box sx={{width: '100%'}}>
      <FormControlLabel
        control={<Switch checked={topLevelOnly} onChange={(event) => setTopLevelOnly(event.target.checked)} />}
        label="disableChildrenFiltering"
      />
      {/* Filtered on one owner: matching files keep their folders visible. */}
      <Box sx={{height: 380}}>
        <DataGridPro
          rows={rows}
          columns={columns}
          treeData
          getTreeDataPath={getTreeDataPath}
          disableChildrenFiltering={topLevelOnly}
          defaultGroupingExpansionDepth={-1}
          initialState={{filter: {filterModel: {items: [{field: 'owner', operator: 'equals', value: 'Priya'}]}}}}
          density="compact"
        />
      </Box>
    </Box>
  );
}
