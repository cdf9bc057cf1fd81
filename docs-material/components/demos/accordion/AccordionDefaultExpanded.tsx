import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionDefaultExpanded() {
  const booking = WORKSHOP_FAQ[0];
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="expanded-content" id="expanded-header">
          <Typography component="span">{booking.question}</Typography>
        </AccordionSummary>
        <AccordionDetails>{booking.answer}</AccordionDetails>
        <AccordionActions>
          <Button>Call the shop</Button>
          <Button>Book a slot</Button>
        </AccordionActions>
      </Accordion>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="collapsed-content" id="collapsed-header">
          <Typography component="span">{WORKSHOP_FAQ[3].question}</Typography>
        </AccordionSummary>
        <AccordionDetails>{WORKSHOP_FAQ[3].answer}</AccordionDetails>
      </Accordion>
    </div>
  );
}
