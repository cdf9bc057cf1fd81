import dayjs from 'dayjs';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

export default function BaseConceptsSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* `slots` replaces parts with your own components: here three icons. */}
      <DatePicker
        label="Custom icons"
        defaultValue={dayjs('2025-03-14')}
        slots={{openPickerIcon: EventAvailableIcon, leftArrowIcon: ChevronLeftIcon, rightArrowIcon: ChevronRightIcon}}
      />
    </LocalizationProvider>
  );
}
