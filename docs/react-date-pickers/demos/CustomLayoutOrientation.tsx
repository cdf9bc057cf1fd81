import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

type PickerOrientation = 'portrait' | 'landscape';

export default function CustomLayoutOrientation() {
  const [orientation, setOrientation] = React.useState<PickerOrientation>('landscape');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} alignItems="flex-start">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={orientation}
          onChange={(_, next: PickerOrientation | null) => next && setOrientation(next)}
          aria-label="orientation"
        >
          <ToggleButton value="portrait">portrait</ToggleButton>
          <ToggleButton value="landscape">landscape</ToggleButton>
        </ToggleButtonGroup>
        <StaticDatePicker orientation={orientation} defaultValue={dayjs(REFERENCE_DAY)} sx={{minHeight: 474}} />
      </Stack>
    </LocalizationProvider>
  );
}
