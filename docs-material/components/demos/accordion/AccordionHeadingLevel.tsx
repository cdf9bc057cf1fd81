import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionHeadingLevel() {
  const item = WORKSHOP_FAQ[2];
  return (
    // Under an h3 on the page, the summary's button sits in an h4 instead of the default h3.
    <Accordion slotProps={{heading: {component: 'h4'}}}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="level-content" id="level-header">
        <Typography component="span">{item.question}</Typography>
      </AccordionSummary>
      <AccordionDetails>{item.answer}</AccordionDetails>
    </Accordion>
  );
}
