import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The parent owns the value: the picker reports changes and the buttons change it from outside.
export default function ConceptsControlledState() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{maxWidth: 360}}>
        <DatePicker label="Invoice date" value={invoiceDate} onChange={setInvoiceDate} />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setInvoiceDate((d) => (d ?? dayjs(REFERENCE_DAY)).add(1, 'month'))}>
            One month later
          </Button>
          <Button onClick={() => setInvoiceDate(null)}>Clear</Button>
        </Stack>
        <Typography variant="body2">
          State: {invoiceDate === null ? 'null' : invoiceDate.isValid() ? invoiceDate.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
