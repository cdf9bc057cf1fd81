import * as React from 'react';
import Box from '@mui/material/Box';
import {DataGrid, type GridColDef, type GridPreProcessEditCellProps} from '@mui/x-data-grid';

interface Contract {
  id: number;
  name: string;
  kind: 'Employee' | 'Contractor';
  endDate: Date | null;
}

const rows: Contract[] = [
  {id: 1, name: 'Amara Okafor', kind: 'Employee', endDate: null},
  {id: 2, name: 'Jonas Berg', kind: 'Contractor', endDate: new Date(Date.UTC(2026, 5, 30))},
  {id: 3, name: 'Li Wei', kind: 'Employee', endDate: null},
  {id: 4, name: 'Priya Kaur', kind: 'Contractor', endDate: new Date(Date.UTC(2026, 11, 31))},
];

const columns: GridColDef<Contract>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true},
  {field: 'kind', headerName: 'Contract', width: 140, editable: true, type: 'singleSelect', valueOptions: ['Employee', 'Contractor']},
  {
    field: 'endDate',
    headerName: 'End date (contractors)',
    type: 'date',
    width: 200,
    editable: true,
    // In row editing the other editors are visible here: a contractor needs an end date.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const isContractor = params.otherFieldsProps?.kind?.value === 'Contractor';
      return {...params.props, error: isContractor && !params.props.value};
    },
  },
];

export default function RecipesEditingConditionalValidation() {
  return (
    <Box sx={{height: 300, width: '100%', '& .Mui-error': {bgcolor: 'error.main', color: 'error.contrastText'}}}>
      {/* Double-click a row, turn an employee into a contractor: the row cannot be saved without an end date. */}
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
