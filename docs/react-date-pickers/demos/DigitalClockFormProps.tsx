import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 4}}>
        <div>
          <Typography variant="subtitle2" component="p">
            disabled
          </Typography>
          <DigitalClock defaultValue={dayjs('2025-03-14T11:00')} disabled />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            readOnly
          </Typography>
          <MultiSectionDigitalClock defaultValue={dayjs('2025-03-14T11:00')} readOnly />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
