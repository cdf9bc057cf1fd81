import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import {createProjectFileRows, type ProjectFileRow} from '@site/src/demo-data/bike-orders';

const rows = createProjectFileRows();

// A file-explorer cell: the folder icon is the toggle, files get a document icon.
function FileCell({id, rowNode}: GridRenderCellParams<ProjectFileRow>) {
  const apiRef = useGridApiContext();
  const name = String(
    rowNode.type === 'group' ? rowNode.groupingKey : rowNode.type === 'leaf' ? apiRef.current.getRow<ProjectFileRow>(id)?.path.at(-1) : '',
  );
  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 0.5, ml: rowNode.depth * 2}}>
      {rowNode.type === 'group' ? (
        <IconButton
          size="small"
          aria-label={rowNode.childrenExpanded ? `Close ${name}` : `Open ${name}`}
          onClick={(event) => {
            event.stopPropagation();
            apiRef.current.setRowChildrenExpansion(id, !rowNode.childrenExpanded);
          }}
        >
          {rowNode.childrenExpanded ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}
        </IconButton>
      ) : (
        <DescriptionOutlinedIcon fontSize="small" sx={{mx: 0.75, color: 'text.secondary'}} />
      )}
      {name}
    </Box>
  );
}

const columns: GridColDef<ProjectFileRow>[] = [
  {field: 'owner', headerName: 'Owner', width: 110},
  {field: 'sizeKb', headerName: 'Size (KB)', type: 'number', width: 100},
];

export default function TreeDataCustomGroupingColumn() {
  return (
    <Box sx={{height: 400, width: '100%'}}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={(row) => row.path}
        groupingColDef={{headerName: 'Files', flex: 1, minWidth: 240, renderCell: (params) => <FileCell {...params} />}}
        // The grouping column's field, to sort it from the start.
        initialState={{sorting: {sortModel: [{field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc'}]}}}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
