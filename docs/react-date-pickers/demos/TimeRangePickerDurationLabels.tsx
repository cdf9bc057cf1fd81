import dayjs, {type Dayjs} from 'dayjs';
import {LocalizationProvider} from '@mui/x-date-pickers-pro/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers-pro/AdapterDayjs';
import {TimeRangePicker} from '@mui/x-date-pickers-pro/TimeRangePicker';
import type {DateRange} from '@mui/x-date-pickers-pro/models';
import {usePickerRangePositionContext} from '@mui/x-date-pickers-pro/hooks';
import {DigitalClockItem, type DigitalClockItemProps} from '@mui/x-date-pickers/DigitalClock';
import {usePickerContext} from '@mui/x-date-pickers/hooks';

function formatDuration(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60}`;
}

/** While the end time is being chosen, each option also says how long the meeting would last. */
function DurationItem(props: DigitalClockItemProps) {
  const {itemValue, formattedValue, ...other} = props;
  const {value} = usePickerContext<DateRange<Dayjs>>();
  const {rangePosition} = usePickerRangePositionContext();
  const start = value[0];
  const minutes = start?.isValid() ? itemValue.diff(start, 'minute') : null;
  const label =
    rangePosition === 'end' && minutes !== null && minutes > 0 ? `${formattedValue} (${formatDuration(minutes)})` : formattedValue;
  return <DigitalClockItem {...other}>{label}</DigitalClockItem>;
}

export default function TimeRangePickerDurationLabels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        label="Meeting"
        defaultValue={[dayjs('2025-03-14T10:00'), dayjs('2025-03-14T11:00')]}
        // Half-hour steps give 48 options: allow one list up to that many.
        timeSteps={{minutes: 30}}
        thresholdToRenderTimeInASingleColumn={48}
        ampm={false}
        slots={{digitalClockItem: DurationItem}}
      />
    </LocalizationProvider>
  );
}
