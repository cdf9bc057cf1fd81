import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import EventIcon from '@mui/icons-material/Event';
import {useForkRef} from '@mui/material/utils';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, type DatePickerFieldProps} from '@mui/x-date-pickers/DatePicker';
import {useParsedFormat, usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';
import {useValidation, validateDate} from '@mui/x-date-pickers/validation';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

dayjs.extend(customParseFormat);
const FORMAT = 'MM/DD/YYYY';

/** Keeps the digits and puts the slashes where MM/DD/YYYY has them. */
function mask(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/**
 * A field built from scratch: a masked text input. It parses what is typed, validates with the
 * picker's own rules, shows the localized format as placeholder, and opens the picker.
 */
function MaskedField(props: DatePickerFieldProps) {
  const {internalProps, forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const placeholder = useParsedFormat();
  const [text, setText] = React.useState(picker.value?.format(FORMAT) ?? '');

  // When the value changes from the calendar, show it in the input.
  React.useEffect(() => {
    if (picker.value?.isValid()) setText(picker.value.format(FORMAT));
  }, [picker.value]);

  const {validationError} = useValidation({validator: validateDate, value: picker.value, timezone: picker.timezone, props: internalProps});

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = mask(event.target.value);
    setText(next);
    if (next === '') picker.setValue(null);
    else if (next.length === FORMAT.length) picker.setValue(dayjs(next, FORMAT, true));
  };

  return (
    <TextField
      {...forwardedProps}
      ref={ref}
      label={picker.label}
      value={text}
      placeholder={placeholder}
      onChange={handleChange}
      error={validationError !== null}
      helperText={validationError ?? ' '}
      className={picker.rootClassName}
      sx={picker.rootSx}
      slotProps={{
        htmlInput: {inputMode: 'numeric', 'aria-describedby': undefined},
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Choose date" onClick={() => picker.setOpen(true)} edge="end">
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function CustomFieldMaskedInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Start date"
        format={FORMAT}
        minDate={dayjs(REFERENCE_DAY)}
        defaultValue={dayjs(REFERENCE_DAY).add(1, 'day')}
        slots={{field: MaskedField}}
      />
    </LocalizationProvider>
  );
}
