import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardActiveState() {
  const [selected, setSelected] = React.useState(0);
  return (
    <Box sx={{width: '100%', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 2}}>
      {SERVICES.map((service, index) => (
        <Card key={service.id}>
          {/* data-active drives the selected style; aria-pressed tells assistive technology. */}
          <CardActionArea
            onClick={() => setSelected(index)}
            data-active={selected === index ? '' : undefined}
            aria-pressed={selected === index}
            sx={{
              height: '100%',
              '&[data-active]': {
                backgroundColor: 'action.selected',
                '&:hover': {backgroundColor: 'action.focus'},
              },
            }}
          >
            <CardContent sx={{height: '100%'}}>
              <Typography variant="h6" component="div">
                {service.name}
              </Typography>
              <Typography variant="body2" sx={{color: 'text.secondary'}}>
                €{service.price}, {service.minutes} min
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
