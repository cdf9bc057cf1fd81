import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardImageElement() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', gap: 2}} useFlexGap>
      {RIDES.map((ride) => (
        <Card key={ride.id} sx={{width: 220}}>
          {/* component="img": a real <img> with alt text, sized by height and object-fit cover. */}
          <CardMedia component="img" height="120" image={ride.picture.src} alt={ride.picture.alt} />
          <CardContent>
            <Typography variant="subtitle1" component="div">
              {ride.title}
            </Typography>
            <Typography variant="body2" sx={{color: 'text.secondary'}}>
              {ride.distanceKm} km, {ride.date}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
