import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import type {FieldSelectedSections} from '@mui/x-date-pickers/models';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

// selectedSections accepts a section type, a section index, 'all' or null (nothing selected).
export default function FieldSectionControl() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const select = (sections: FieldSelectedSections) => {
    inputRef.current?.focus();
    setSelected(sections);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 400}}>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => select('month')}>Month</Button>
          <Button onClick={() => select('hours')}>Hours</Button>
          <Button onClick={() => select('all')}>All</Button>
        </Stack>
        <DateTimeField
          label="Meeting"
          defaultValue={dayjs(REFERENCE_DATE_TIME)}
          inputRef={inputRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2">selectedSections: {JSON.stringify(selected)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
