import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {DataGridPro, type GridColDef, type GridRowSelectionModel} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'kind', headerName: 'Kind', width: 90},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 100},
];

export default function TreeDataSelectionPropagation() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({type: 'include', ids: new Set()});
  const files = rows.filter((row) => row.kind === 'file' && selection.ids.has(row.id));
  return (
    <Stack spacing={1} sx={{width: '100%', height: 414}}>
      <Typography variant="body2" noWrap>
        {files.length
          ? `Files to archive: ${files.map((row) => row.path.join('/')).join(', ')}`
          : 'Tick a folder: its files follow, and a folder whose files are all ticked is ticked too.'}
      </Typography>
      <Box sx={{flex: 1, minHeight: 0}}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{headerName: 'Name', flex: 1, minWidth: 220}}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={{descendants: true, parents: true}}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
