import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

// One component built from several: a card whose content and action come from props.
function WorkshopCard({title, seatsLeft}: {title: string; seatsLeft: number}) {
  const [booked, setBooked] = React.useState(false);
  const left = booked ? seatsLeft - 1 : seatsLeft;
  return (
    <Card variant="outlined" sx={{maxWidth: 320}}>
      <CardContent>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <Typography sx={{color: 'text.secondary'}}>{left} seats left</Typography>
      </CardContent>
      <CardActions>
        <Button size="small" variant={booked ? 'outlined' : 'contained'} onClick={() => setBooked((b) => !b)}>
          {booked ? 'Cancel booking' : 'Book a seat'}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function FirstCard() {
  return <WorkshopCard title="Wheel truing" seatsLeft={4} />;
}
