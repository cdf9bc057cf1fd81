import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import Typography from '@mui/material/Typography';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {useTheme} from '@mui/material/styles';

const ROUTES = [
  {name: 'Lakeside loop', detail: '34 km, 210 m climbing', color: '#2e7d32'},
  {name: 'Old railway path', detail: '52 km, 140 m climbing', color: '#1565c0'},
  {name: 'Three hills', detail: '71 km, 980 m climbing', color: '#6a1b9a'},
  {name: 'Vineyard gravel', detail: '45 km, 520 m climbing', color: '#ad1457'},
];

// A row of slides moved with a CSS transform; the stepper drives the index. Slides that are not
// shown are hidden from assistive technology.
export default function MobileStepperCarousel() {
  const [index, setIndex] = React.useState(0);
  const theme = useTheme();
  const sign = theme.direction === 'rtl' ? 1 : -1;
  return (
    <Box sx={{maxWidth: 400}}>
      <Box sx={{overflow: 'hidden', borderRadius: 1}}>
        <Box sx={{display: 'flex', transition: theme.transitions.create('transform'), transform: `translateX(${sign * index * 100}%)`}}>
          {ROUTES.map((route, i) => (
            <Box
              key={route.name}
              aria-hidden={i !== index}
              sx={{
                flex: '0 0 100%',
                height: 160,
                bgcolor: route.color,
                color: '#fff',
                p: 2,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'flex-end',
              }}
            >
              <Typography variant="h6">{route.name}</Typography>
              <Typography variant="body2">{route.detail}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <MobileStepper
        variant="text"
        steps={ROUTES.length}
        position="static"
        activeStep={index}
        nextButton={
          <Button size="small" onClick={() => setIndex((i) => i + 1)} disabled={index === ROUTES.length - 1}>
            Next route
            {theme.direction === 'rtl' ? <KeyboardArrowLeft /> : <KeyboardArrowRight />}
          </Button>
        }
        backButton={
          <Button size="small" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
            {theme.direction === 'rtl' ? <KeyboardArrowRight /> : <KeyboardArrowLeft />}
            Previous route
          </Button>
        }
      />
    </Box>
  );
}
