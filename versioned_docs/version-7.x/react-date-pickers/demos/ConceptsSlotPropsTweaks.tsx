import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// slotProps passes props to the parts the picker renders: here the text field and the action bar.
export default function ConceptsSlotPropsTweaks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{maxWidth: 360}}>
        <DatePicker
          label="Renewal date"
          slotProps={{
            textField: {helperText: 'The day the subscription renews', variant: 'filled'},
            actionBar: {actions: ['clear', 'today', 'accept']},
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
