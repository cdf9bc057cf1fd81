import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardPrimaryAction() {
  const ride = RIDES[2];
  return (
    <Card sx={{maxWidth: 345}}>
      {/* The whole card is one button: its accessible name is all the text inside. */}
      <CardActionArea>
        <CardMedia component="img" height="140" image={ride.picture.src} alt={ride.picture.alt} />
        <CardContent>
          <Typography gutterBottom variant="h5" component="div">
            {ride.title}
          </Typography>
          <Typography variant="body2" sx={{color: 'text.secondary'}}>
            {ride.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
