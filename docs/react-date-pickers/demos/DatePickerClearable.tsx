import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function DatePickerClearable() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14'));
  const [cleared, setCleared] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2} sx={{alignItems: {sm: 'center'}}}>
        <DatePicker
          label="Follow-up"
          value={value}
          onChange={setValue}
          referenceDate={dayjs('2025-03-14')}
          slotProps={{
            // A clear button inside the field, shown while it holds a value.
            field: {clearable: true, onClear: () => setCleared((n) => n + 1)},
            // ...and a "Clear" button in the popover's action bar.
            actionBar: {actions: ['clear', 'cancel', 'accept']},
          }}
        />
        <Typography variant="body2" data-testid="clearable-status">
          {value ? value.format('ddd D MMM YYYY') : 'No date'} · cleared {cleared} times from the field
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
