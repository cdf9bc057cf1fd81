import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function BaseConceptsSlotPropsOwnerState() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A function of the owner state: the helper text and colour follow the value. */}
      <DatePicker
        label="Required date"
        value={value}
        onChange={setValue}
        referenceDate={dayjs('2025-03-14')}
        slotProps={{
          textField: (ownerState) => ({
            color: ownerState.isPickerValueEmpty ? 'warning' : 'success',
            helperText: ownerState.isPickerValueEmpty ? 'Still empty' : 'Thank you',
          }),
        }}
      />
    </LocalizationProvider>
  );
}
