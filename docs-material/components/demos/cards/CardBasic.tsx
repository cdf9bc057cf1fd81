import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardBasic() {
  const service = SERVICES[1];
  return (
    <Card sx={{maxWidth: 320}}>
      <CardContent>
        <Typography gutterBottom sx={{color: 'text.secondary', fontSize: 14}}>
          Workshop service
        </Typography>
        <Typography variant="h5" component="div">
          {service.name}
        </Typography>
        <Typography sx={{color: 'text.secondary', mb: 1.5}}>
          €{service.price}, about {service.minutes / 60} hours
        </Typography>
        <Typography variant="body2">{service.detail}</Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Book this service</Button>
      </CardActions>
    </Card>
  );
}
