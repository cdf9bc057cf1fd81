import * as React from 'react';
import Box from '@mui/material/Box';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {DataGrid, GridActionsCellItem, type GridColDef, type GridRowId} from '@mui/x-data-grid';
import {createInventoryRows, type InventoryRow} from '@site/src/demo-data/inventory';

const CATEGORIES = [
  {value: 'Frames', label: 'Frames'},
  {value: 'Wheels', label: 'Wheels'},
  {value: 'Parts', label: 'Spare parts'},
  {value: 'Apparel', label: 'Clothing'},
];

export default function ColumnsSelectAndActions() {
  const [rows, setRows] = React.useState<InventoryRow[]>(() => createInventoryRows(6, 17));

  const remove = React.useCallback((id: GridRowId) => setRows((prev) => prev.filter((row) => row.id !== id)), []);
  const duplicate = React.useCallback(
    (id: GridRowId) =>
      setRows((prev) => {
        const source = prev.find((row) => row.id === id);
        if (!source) return prev;
        const nextId = Math.max(...prev.map((row) => row.id)) + 1;
        return [...prev, {...source, id: nextId}];
      }),
    [],
  );

  const columns = React.useMemo<GridColDef<InventoryRow>[]>(
    () => [
      {field: 'product', headerName: 'Product', flex: 1, minWidth: 150},
      // The cell shows the label of the option whose value the row holds; editing opens a select.
      {field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: CATEGORIES, width: 150, editable: true},
      {field: 'inStock', headerName: 'In stock', type: 'number', width: 100},
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({id}) => [
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={() => remove(id)} />,
          <GridActionsCellItem key="copy" icon={<ContentCopyIcon />} label="Duplicate" onClick={() => duplicate(id)} showInMenu />,
        ],
      },
    ],
    [remove, duplicate],
  );

  return (
    <Box sx={{height: 360, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
