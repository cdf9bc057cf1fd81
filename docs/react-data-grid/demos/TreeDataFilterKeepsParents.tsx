import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {DataGridPro, type GridColDef} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'kind', headerName: 'Kind', width: 100},
  {field: 'owner', headerName: 'Owner', width: 120},
];

export default function TreeDataFilterKeepsParents() {
  const [childrenFiltering, setChildrenFiltering] = React.useState(true);
  return (
    <Box sx={{width: '100%', height: 442, display: 'flex', flexDirection: 'column'}}>
      <FormControlLabel
        control={<Switch checked={childrenFiltering} onChange={(event) => setChildrenFiltering(event.target.checked)} />}
        label="Filter children too"
      />
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{headerName: 'Name', flex: 1, minWidth: 220, hideDescendantCount: true}}
          defaultGroupingExpansionDepth={-1}
          disableChildrenFiltering={!childrenFiltering}
          showToolbar
          initialState={{filter: {filterModel: {items: [], quickFilterValues: ['dialog']}}}}
          hideFooter
        />
      </Box>
    </Box>
  );
}
