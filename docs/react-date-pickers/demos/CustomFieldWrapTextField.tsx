import * as React from 'react';
import dayjs from 'dayjs';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {PickersTextField, type PickersTextFieldProps} from '@mui/x-date-pickers/PickersTextField';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** The pickers' own text field with a fixed look and a leading icon, reused by every picker. */
const TravelTextField = React.forwardRef<HTMLDivElement, PickersTextFieldProps>(function TravelTextField(props, ref) {
  return (
    <PickersTextField
      {...props}
      ref={ref}
      size="small"
      InputProps={{
        ...props.InputProps,
        startAdornment: (
          <InputAdornment position="start">
            <FlightTakeoffIcon fontSize="small" />
          </InputAdornment>
        ),
      }}
    />
  );
});

export default function CustomFieldWrapTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{xs: 'column', sm: 'row'}} spacing={2}>
        <DatePicker label="Outbound" defaultValue={dayjs(REFERENCE_DAY)} slots={{textField: TravelTextField}} />
        <DatePicker label="Return" defaultValue={dayjs(REFERENCE_DAY).add(7, 'day')} slots={{textField: TravelTextField}} />
      </Stack>
    </LocalizationProvider>
  );
}
