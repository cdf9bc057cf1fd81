import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {SERVICES} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionControlled() {
  // One id or none: opening a panel closes the one that was open.
  const [expanded, setExpanded] = React.useState<string | false>(false);
  const toggle = (id: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => setExpanded(isExpanded ? id : false);
  return (
    <div>
      {SERVICES.map((service) => (
        <Accordion key={service.id} expanded={expanded === service.id} onChange={toggle(service.id)}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${service.id}-panel-content`} id={`${service.id}-panel-header`}>
            <Typography component="span" sx={{width: '45%', flexShrink: 0}}>
              {service.name}
            </Typography>
            <Typography component="span" sx={{color: 'text.secondary'}}>
              €{service.price}, {service.minutes} min
            </Typography>
          </AccordionSummary>
          <AccordionDetails>{service.detail}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
