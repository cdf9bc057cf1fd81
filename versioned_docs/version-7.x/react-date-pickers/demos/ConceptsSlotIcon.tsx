import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';

// slots replaces a part with your own component: here the icon of the button that opens the picker.
export default function ConceptsSlotIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Booking date" slots={{openPickerIcon: EventAvailableIcon}} />
    </LocalizationProvider>
  );
}
