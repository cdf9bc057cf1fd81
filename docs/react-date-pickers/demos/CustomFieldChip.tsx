import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import {useForkRef} from '@mui/material/utils';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker, type DatePickerFieldProps} from '@mui/x-date-pickers/DatePicker';
import {usePickerContext, useSplitFieldProps} from '@mui/x-date-pickers/hooks';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

/** A filter chip: click to choose a day, the delete icon clears it. */
function ChipField(props: DatePickerFieldProps) {
  const {forwardedProps} = useSplitFieldProps(props, 'date');
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <Chip
      {...forwardedProps}
      ref={ref}
      icon={<EventIcon />}
      label={picker.value ? `${picker.label}: ${picker.value.format('MMM D')}` : `${picker.label}: any day`}
      color={picker.value ? 'primary' : 'default'}
      variant={picker.value ? 'filled' : 'outlined'}
      onClick={() => picker.setOpen((open) => !open)}
      onDelete={picker.value ? () => picker.setValue(null, {changeImportance: 'accept'}) : undefined}
      className={picker.rootClassName}
      sx={picker.rootSx}
    />
  );
}

export default function CustomFieldChip() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs(REFERENCE_DAY));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} alignItems="center">
        <DatePicker label="Shipped" value={day} onChange={setDay} slots={{field: ChipField}} />
        <Typography variant="body2" data-testid="chip-filter">
          {day ? `Orders shipped on ${day.format('dddd D MMMM')}` : 'All orders'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
