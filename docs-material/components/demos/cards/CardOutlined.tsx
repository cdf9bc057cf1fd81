import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardOutlined() {
  const service = SERVICES[2];
  return (
    // A border instead of a shadow: lighter where many cards sit side by side.
    <Card variant="outlined" sx={{maxWidth: 320}}>
      <CardContent>
        <Typography variant="h5" component="div">
          {service.name}
        </Typography>
        <Typography sx={{color: 'text.secondary', mb: 1.5}}>
          €{service.price}, {service.minutes} min
        </Typography>
        <Typography variant="body2">{service.detail}</Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Book this service</Button>
      </CardActions>
    </Card>
  );
}
