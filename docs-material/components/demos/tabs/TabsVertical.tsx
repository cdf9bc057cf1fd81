import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const DAYS = [
  {day: 'Monday', hours: 'Closed'},
  {day: 'Tuesday', hours: '9:00 - 18:00'},
  {day: 'Wednesday', hours: '9:00 - 18:00'},
  {day: 'Thursday', hours: '9:00 - 20:00'},
  {day: 'Friday', hours: '9:00 - 18:00'},
  {day: 'Saturday', hours: '10:00 - 16:00'},
  {day: 'Sunday', hours: 'Closed'},
];

// orientation="vertical": Up and Down move between tabs instead of Left and Right.
export default function TabsVertical() {
  const [value, setValue] = React.useState(1);
  return (
    <Box sx={{display: 'flex', height: 240, border: 1, borderColor: 'divider', borderRadius: 1}}>
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        aria-label="Opening hours"
        sx={{borderRight: 1, borderColor: 'divider'}}
      >
        {DAYS.map(({day}, index) => (
          <Tab key={day} label={day} id={`vertical-tab-${index}`} aria-controls={`vertical-tabpanel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`vertical-tabpanel-${value}`} aria-labelledby={`vertical-tab-${value}`} sx={{p: 3}}>
        <Typography variant="h6">{DAYS[value].day}</Typography>
        <Typography>Workshop and shop: {DAYS[value].hours}</Typography>
      </Box>
    </Box>
  );
}
