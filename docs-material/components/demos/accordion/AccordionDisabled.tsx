import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionDisabled() {
  return (
    <div>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="enabled-content" id="enabled-header">
          <Typography component="span">{WORKSHOP_FAQ[0].question}</Typography>
        </AccordionSummary>
        <AccordionDetails>{WORKSHOP_FAQ[0].answer}</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="disabled-content" id="disabled-header">
          <Typography component="span">Winter storage (not offered this year)</Typography>
        </AccordionSummary>
        <AccordionDetails>Bikes are stored from November to March.</AccordionDetails>
      </Accordion>
    </div>
  );
}
