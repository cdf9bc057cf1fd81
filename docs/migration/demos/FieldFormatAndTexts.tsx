import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// What v5 wrote as `inputFormat`, `renderInput`, `clearable` and `cancelText`,
// v6 and later write as `format`, slot props, action bar actions and `localeText`.
export default function FieldFormatAndTexts() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2024-04-17'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={{clearButtonLabel: 'Empty', cancelButtonLabel: 'Back'}}>
      <Stack spacing={1}>
        <DatePicker
          label="Delivery date"
          format="DD.MM.YYYY"
          value={value}
          onChange={setValue}
          slotProps={{
            textField: {helperText: 'Day, month, year'},
            actionBar: {actions: ['clear', 'cancel', 'accept']},
          }}
        />
        <Typography variant="body2">Value: {value ? value.format('YYYY-MM-DD') : 'empty'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
