import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardMediaDemo() {
  const ride = RIDES[0];
  return (
    <Card sx={{maxWidth: 345}}>
      {/* image + a height: the picture is a background; title becomes its tooltip, not its name. */}
      <CardMedia sx={{height: 140}} image={ride.picture.src} title={ride.picture.alt} />
      <CardContent>
        <Typography gutterBottom variant="h5" component="div">
          {ride.title}
        </Typography>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          {ride.summary}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Join</Button>
        <Button size="small">Route map</Button>
      </CardActions>
    </Card>
  );
}
