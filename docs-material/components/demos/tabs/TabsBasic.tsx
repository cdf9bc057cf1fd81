import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const PANELS = [
  {label: 'Description', text: 'Steel gravel frame with room for 50 mm tyres, three bottle mounts and a threaded bottom bracket.'},
  {label: 'Geometry', text: 'Size 54: stack 571 mm, reach 383 mm, head angle 71°, seat angle 73.5°.'},
  {label: 'Reviews', text: '4.6 out of 5 from 38 riders; most mention the comfortable ride on rough roads.'},
];

// Tabs only switches the selection; the panels are yours. Each tab and panel point at each other
// through id, aria-controls and aria-labelledby.
export default function TabsBasic() {
  const [value, setValue] = React.useState(0);
  return (
    <Box sx={{width: '100%'}}>
      <Box sx={{borderBottom: 1, borderColor: 'divider'}}>
        <Tabs value={value} onChange={(_event, next: number) => setValue(next)} aria-label="Product details">
          {PANELS.map((panel, index) => (
            <Tab key={panel.label} label={panel.label} id={`basic-tab-${index}`} aria-controls={`basic-tabpanel-${index}`} />
          ))}
        </Tabs>
      </Box>
      {PANELS.map((panel, index) => (
        <div
          key={panel.label}
          role="tabpanel"
          hidden={value !== index}
          id={`basic-tabpanel-${index}`}
          aria-labelledby={`basic-tab-${index}`}
        >
          {value === index && (
            <Typography variant="body2" sx={{p: 2}}>
              {panel.text}
            </Typography>
          )}
        </div>
      ))}
    </Box>
  );
}
