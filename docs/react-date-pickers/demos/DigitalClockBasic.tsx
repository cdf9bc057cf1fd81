import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

const REFERENCE = dayjs('2025-03-14T09:00');

export default function DigitalClockBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 4}}>
        <div>
          <Typography variant="subtitle2" component="p">
            DigitalClock
          </Typography>
          <DigitalClock referenceDate={REFERENCE} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            MultiSectionDigitalClock
          </Typography>
          <MultiSectionDigitalClock referenceDate={REFERENCE} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
