import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DigitalClock} from '@mui/x-date-pickers/DigitalClock';
import {MultiSectionDigitalClock} from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function DigitalClockTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 4}}>
        <div>
          <Typography variant="subtitle2" component="p">
            timeStep=45
          </Typography>
          <DigitalClock timeStep={45} defaultValue={dayjs('2025-03-14T09:45')} />
        </div>
        <div>
          <Typography variant="subtitle2" component="p">
            timeSteps: 2 h, 15 min
          </Typography>
          <MultiSectionDigitalClock timeSteps={{hours: 2, minutes: 15}} defaultValue={dayjs('2025-03-14T10:30')} />
        </div>
      </Box>
    </LocalizationProvider>
  );
}
