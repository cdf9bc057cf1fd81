import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, {accordionSummaryClasses} from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionExpandIcon() {
  const [first, second] = WORKSHOP_FAQ;
  return (
    <div>
      <Accordion>
        <AccordionSummary expandIcon={<ArrowDropDownIcon />} aria-controls="icon-1-content" id="icon-1-header">
          <Typography component="span">{first.question}</Typography>
        </AccordionSummary>
        <AccordionDetails>{first.answer}</AccordionDetails>
      </Accordion>
      <Accordion>
        {/* The icon turns 180 degrees when expanded; a plus sign turns 45 degrees instead, into a cross. */}
        <AccordionSummary
          expandIcon={<AddIcon />}
          aria-controls="icon-2-content"
          id="icon-2-header"
          sx={{[`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: {transform: 'rotate(45deg)'}}}
        >
          <Typography component="span">{second.question}</Typography>
        </AccordionSummary>
        <AccordionDetails>{second.answer}</AccordionDetails>
      </Accordion>
    </div>
  );
}
