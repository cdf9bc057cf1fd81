import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import {useForkRef} from '@mui/material/utils';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, type DatePickerFieldProps} from '@mui/x-date-pickers/DatePicker';
import {usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

// The only days with free seats: the field offers them in a list, the calendar disables the rest.
const SEATS_LEFT = [2, 5, 6, 11, 19, 24, 27].map((n) => dayjs(REFERENCE_DAY).date(n));
const hasSeats = (day: Dayjs) => SEATS_LEFT.some((d) => d.isSame(day, 'day'));

function AutocompleteField(props: DatePickerFieldProps) {
  const {forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Autocomplete
      ref={ref}
      options={SEATS_LEFT}
      value={picker.value}
      onChange={(_, next) => picker.setValue(next, {changeImportance: 'accept'})}
      getOptionLabel={(option) => option.format('ddd, MMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      className={picker.rootClassName}
      sx={{width: 300, ...picker.rootSx}}
      renderInput={(params) => (
        <TextField
          {...params}
          {...forwardedProps}
          label={picker.label}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {params.InputProps.endAdornment}
                  <button
                    type="button"
                    aria-label="Open calendar"
                    onClick={() => picker.setOpen(true)}
                    style={{border: 0, background: 'none', cursor: 'pointer', color: 'inherit'}}
                  >
                    📅
                  </button>
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function CustomFieldAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Workshop"
        referenceDate={dayjs(REFERENCE_DAY)}
        shouldDisableDate={(day) => !hasSeats(day)}
        slots={{field: AutocompleteField}}
      />
    </LocalizationProvider>
  );
}
