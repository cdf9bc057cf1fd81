import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const SECTIONS = [
  {title: 'Service', links: ['Book a repair', 'Price list', 'Warranty']},
  {title: 'Shop', links: ['Frames', 'Wheels', 'Apparel']},
  {title: 'About', links: ['Workshop', 'Opening hours', 'Contact']},
];

// The inner containers have no spacing of their own: they inherit 2 from the outer one.
export default function GridNested() {
  return (
    <Box sx={{border: 1, borderColor: 'divider', borderRadius: 1, p: 2}}>
      <Grid container spacing={2}>
        {SECTIONS.map((section) => (
          <Grid key={section.title} container size={{xs: 12, sm: 4}} direction="column">
            <Typography variant="subtitle2">{section.title}</Typography>
            {section.links.map((link) => (
              <Typography key={link} variant="body2" color="text.secondary">
                {link}
              </Typography>
            ))}
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
