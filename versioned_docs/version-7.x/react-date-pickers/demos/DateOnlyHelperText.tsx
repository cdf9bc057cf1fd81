import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// The text field's own props (helper text, size, required) go through slotProps.textField.
export default function DateOnlyHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{maxWidth: 320}}>
        <DatePicker
          label="Start of leave"
          slotProps={{textField: {helperText: 'The first day you are away', required: true, size: 'small'}}}
        />
      </Stack>
    </LocalizationProvider>
  );
}
