import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import EventIcon from '@mui/icons-material/Event';
import {useForkRef} from '@mui/material/utils';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, type DatePickerFieldProps} from '@mui/x-date-pickers/DatePicker';
import {usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';
import {validateDate, useValidation} from '@mui/x-date-pickers/validation';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A read-only text field: no typing, a click (or Enter) opens the calendar. Validation still runs. */
function ReadOnlyField(props: DatePickerFieldProps) {
  const {internalProps, forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const {hasValidationError} = useValidation({
    validator: validateDate,
    value: picker.value,
    timezone: picker.timezone,
    props: internalProps,
  });

  return (
    <TextField
      {...forwardedProps}
      ref={ref}
      label={picker.label}
      name={picker.name}
      value={picker.value === null ? '' : picker.value.format('dddd, MMMM D')}
      error={hasValidationError}
      onClick={() => picker.setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') picker.setOpen(true);
      }}
      className={picker.rootClassName}
      sx={{minWidth: 260, ...picker.rootSx}}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <EventIcon color="action" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function CustomFieldReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Haircut"
        defaultValue={dayjs(REFERENCE_DAY)}
        shouldDisableDate={(day) => day.day() === 1}
        slots={{field: ReadOnlyField}}
      />
    </LocalizationProvider>
  );
}
