import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, {type Dayjs} from 'dayjs';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {DataGrid, useGridApiContext, type GridColDef, type GridColTypeDef, type GridRenderEditCellParams} from '@mui/x-data-grid';
import {createStaffRows, type StaffRow} from '@site/src/demo-data/staff-directory';

const rows = createStaffRows(15, 172);
const dateFormat = new Intl.DateTimeFormat('en-GB', {dateStyle: 'medium', timeZone: 'UTC'});

/** The editor: a date picker that writes a Date back into the cell's edit value. */
function DatePickerEditCell({id, field, value}: GridRenderEditCellParams<StaffRow, Date, string>) {
  const apiRef = useGridApiContext();
  return (
    <DatePicker
      value={value ? dayjs(value) : null}
      autoFocus
      onChange={(next: Dayjs | null) => {
        void apiRef.current.setEditCellValue({id, field, value: next?.isValid() ? next.toDate() : null});
      }}
      slotProps={{textField: {size: 'small', variant: 'standard', fullWidth: true, sx: {px: 1}}}}
    />
  );
}

// Built on the date type (sorting, filter operators), with its own display and editor.
const pickerDateColumn: GridColTypeDef<Date, string> = {
  type: 'date',
  valueFormatter: (value) => (value ? dateFormat.format(value) : ''),
  renderEditCell: (params: GridRenderEditCellParams<StaffRow, Date, string>) => <DatePickerEditCell {...params} />,
};

const columns: GridColDef<StaffRow>[] = [
  {field: 'name', headerName: 'Name', flex: 1, minWidth: 140},
  {field: 'team', headerName: 'Team', width: 120},
  {field: 'startDate', headerName: 'Started', width: 180, editable: true, ...pickerDateColumn},
];

export default function CustomColumnsDatePicker() {
  return (
    // The pickers need a date library adapter; here dayjs.
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{height: 380, width: '100%'}}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </LocalizationProvider>
  );
}
