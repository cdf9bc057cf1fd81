import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';
import type {FieldRef, FieldSectionType, FieldSelectedSections} from '@mui/x-date-pickers/models';
import type {Dayjs} from 'dayjs';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

export default function FieldsSelectSection() {
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);

  // Focus the field first: a selection only shows (and receives keys) in a focused field.
  const select = (section: FieldSectionType | 'all') => {
    fieldRef.current?.focusField(section === 'all' ? 0 : section);
    setSelected(section);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{maxWidth: 360}}>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button size="small" variant="outlined" onClick={() => select('month')}>
            Month
          </Button>
          <Button size="small" variant="outlined" onClick={() => select('day')}>
            Day
          </Button>
          <Button size="small" variant="outlined" onClick={() => select('year')}>
            Year
          </Button>
          <Button size="small" variant="outlined" onClick={() => select('all')}>
            All
          </Button>
        </Stack>
        <DateField
          label="Invoice date"
          defaultValue={dayjs(REFERENCE_DAY)}
          unstableFieldRef={fieldRef}
          selectedSections={selected}
          onSelectedSectionsChange={setSelected}
        />
      </Stack>
    </LocalizationProvider>
  );
}
