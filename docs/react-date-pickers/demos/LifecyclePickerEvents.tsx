import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimePicker} from '@mui/x-date-pickers/DateTimePicker';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const show = (value: Dayjs | null) => (value?.isValid() ? value.format('MMM D, HH:mm') : String(value));

export default function LifecyclePickerEvents() {
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((prev) => [...prev.slice(-5), line]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={3} alignItems="flex-start">
        <Stack spacing={1} sx={{width: 280}}>
          <DateTimePicker
            label="Standup moved to"
            defaultValue={dayjs(REFERENCE_DATE_TIME)}
            ampm={false}
            onOpen={() => add('onOpen()')}
            onChange={(value) => add(`onChange(${show(value)})`)}
            onAccept={(value) => add(`onAccept(${show(value)})`)}
            onClose={() => add('onClose()')}
          />
          <Button size="small" onClick={() => setLog([])} sx={{alignSelf: 'flex-start'}}>
            Clear the log
          </Button>
        </Stack>
        <Typography variant="body2" component="ol" sx={{m: 0, pl: 3, minHeight: 132}} data-testid="picker-event-log">
          {log.map((line, index) => (
            <li key={index}>
              <code>{line}</code>
            </li>
          ))}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
