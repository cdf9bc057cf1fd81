import * as React from 'react';
import Box from '@mui/material/Box';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';
import {DataGrid, GridActionsCellItem, type GridActionsColDef, type GridColDef, type GridSingleSelectColDef} from '@mui/x-data-grid';

interface Supplier {
  code: string;
  name: string;
}

interface PartRow {
  id: number;
  part: string;
  supplier: string;
  archived: boolean;
}

const SUPPLIERS: Supplier[] = [
  {code: 'SH', name: 'Shimano'},
  {code: 'SR', name: 'SRAM'},
  {code: 'CA', name: 'Campagnolo'},
];

const initialRows: PartRow[] = [
  {id: 1, part: 'Rear derailleur', supplier: 'SH', archived: false},
  {id: 2, part: 'Cassette 11-34', supplier: 'SR', archived: false},
  {id: 3, part: 'Brake lever', supplier: 'CA', archived: false},
  {id: 4, part: 'Chain 12-speed', supplier: 'SR', archived: false},
];

// Object options: the row stores the code, the cell and the editor show the name.
const supplierColumn: GridSingleSelectColDef<PartRow> = {
  field: 'supplier',
  headerName: 'Supplier',
  type: 'singleSelect',
  width: 150,
  editable: true,
  valueOptions: SUPPLIERS,
  getOptionValue: (option) => (option as Supplier).code,
  getOptionLabel: (option) => (option as Supplier).name,
};

export default function ColumnDefinitionSpecialTypes() {
  const [rows, setRows] = React.useState(initialRows);

  const actionsColumn: GridActionsColDef<PartRow> = {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    // Items with showInMenu go into the ⋮ menu of the cell instead of being shown as buttons.
    getActions: ({id, row}) => [
      <GridActionsCellItem
        key="archive"
        icon={<ArchiveIcon />}
        label={row.archived ? 'Restore' : 'Archive'}
        onClick={() => setRows((current) => current.map((item) => (item.id === id ? {...item, archived: !item.archived} : item)))}
      />,
      <GridActionsCellItem
        key="delete"
        icon={<DeleteIcon />}
        label="Delete"
        showInMenu
        onClick={() => setRows((current) => current.filter((item) => item.id !== id))}
      />,
    ],
  };

  const columns: GridColDef<PartRow>[] = [
    {field: 'part', headerName: 'Part', flex: 1, minWidth: 150},
    supplierColumn,
    {field: 'archived', headerName: 'Archived', type: 'boolean', width: 100},
    actionsColumn,
  ];

  return (
    <Box sx={{height: 300, width: '100%'}}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
