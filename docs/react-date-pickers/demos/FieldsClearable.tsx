import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function FieldsClearable() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <DateField label="Renewal date" value={value} onChange={setValue} clearable onClear={() => setClears((n) => n + 1)} />
        <DatePicker label="Picker with a clear button" defaultValue={dayjs(REFERENCE_DAY)} slotProps={{field: {clearable: true}}} />
        <Typography variant="body2" data-testid="clear-count">
          Value: {value ? value.format('YYYY-MM-DD') : 'empty'} · cleared {clears} time{clears === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
