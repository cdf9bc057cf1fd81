import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import EventAvailable from '@mui/icons-material/EventAvailable';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// A fixed date keeps the demo the same for everyone.
const DELIVERY = dayjs('2025-09-18');

export default function CustomComponentsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{height: 120, maxWidth: 320}}>
        <DatePicker
          label="Delivery date"
          defaultValue={DELIVERY}
          // slots swap a part for another component; slotProps pass props to a part.
          slots={{openPickerIcon: EventAvailable}}
          slotProps={{
            textField: {helperText: 'We deliver Monday to Friday', fullWidth: true},
            actionBar: {actions: ['today', 'accept']},
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
