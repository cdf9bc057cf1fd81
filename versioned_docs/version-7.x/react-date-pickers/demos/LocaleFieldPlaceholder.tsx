import Stack from '@mui/material/Stack';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DateField} from '@mui/x-date-pickers/DateField';

// The placeholder of each empty section comes from localeText; these override three of them.
export default function LocaleFieldPlaceholder() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: ({contentType}) => (contentType === 'letter' ? 'month' : 'mm'),
        fieldYearPlaceholder: ({digitAmount}) => 'y'.repeat(digitAmount),
      }}
    >
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DateField label="Numeric month" format="DD/MM/YYYY" />
        <DateField label="Month name" format="D MMMM YYYY" />
      </Stack>
    </LocalizationProvider>
  );
}
