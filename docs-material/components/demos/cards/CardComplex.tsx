import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardComplex() {
  const ride = RIDES[1];
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);
  return (
    <Card sx={{maxWidth: 345}}>
      <CardHeader
        avatar={
          <Avatar sx={{bgcolor: 'secondary.main'}} aria-hidden>
            R
          </Avatar>
        }
        action={
          <IconButton aria-label="More about this ride">
            <MoreVertIcon />
          </IconButton>
        }
        title={ride.title}
        subheader={ride.date}
      />
      <CardMedia component="img" height="180" image={ride.picture.src} alt={ride.picture.alt} />
      <CardContent>
        <Typography variant="body2" sx={{color: 'text.secondary'}}>
          {ride.summary}
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Interested"
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked((value) => !value)}
        >
          <FavoriteIcon />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        {/* Turns half a circle when the extra details are open. */}
        <IconButton
          aria-label="Route details"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          sx={(theme) => ({
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)',
            transition: theme.transitions.create('transform', {duration: theme.transitions.duration.shortest}),
          })}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <CardContent>
          <Typography sx={{mb: 1}}>Route</Typography>
          <Typography variant="body2">
            {ride.distanceKm} km with {ride.climbM} m of climbing. Start and finish at the shop, 08:30. The group waits at the top of each
            climb.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
