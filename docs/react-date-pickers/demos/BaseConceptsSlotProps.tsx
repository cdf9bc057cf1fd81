import dayjs from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function BaseConceptsSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* `slotProps` passes props to the default components of the slots. */}
      <DatePicker
        label="Filled, small, with helper text"
        defaultValue={dayjs('2025-03-14')}
        slotProps={{
          textField: {variant: 'filled', size: 'small', helperText: 'slotProps.textField'},
          openPickerButton: {color: 'secondary'},
          actionBar: {actions: ['clear', 'accept']},
          day: {sx: {fontWeight: 600}},
        }}
      />
    </LocalizationProvider>
  );
}
