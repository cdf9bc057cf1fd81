import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateTimeField} from '@mui/x-date-pickers/DateTimeField';
import type {FieldSelectedSections} from '@mui/x-date-pickers/models';
import {REFERENCE_DATE_TIME} from '@site/src/demo-data/pickers-feature-dates';

const SECTION_NAMES = ['month', 'day', 'year', 'hours', 'minutes', 'meridiem'];

function describe(selected: FieldSelectedSections): string {
  if (selected === null) return 'No section is selected: click or tab into the field.';
  if (selected === 'all') return 'Every section is selected (Ctrl+A): typing or Backspace acts on all of them.';
  if (typeof selected === 'number') return `Section ${selected} is selected: the ${SECTION_NAMES[selected] ?? 'unknown'} section.`;
  return `The ${selected} section is selected.`;
}

export default function FieldsSectionTracker() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DateTimeField
          label="Departure"
          format="MM/DD/YYYY hh:mm a"
          defaultValue={dayjs(REFERENCE_DATE_TIME)}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
        <Typography variant="body2" aria-live="polite" data-testid="section-state">
          {describe(selected)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
