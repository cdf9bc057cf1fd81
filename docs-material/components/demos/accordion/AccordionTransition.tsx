import * as React from 'react';
import Accordion, {accordionClasses} from '@mui/material/Accordion';
import AccordionDetails, {accordionDetailsClasses} from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionTransition() {
  const [expanded, setExpanded] = React.useState(false);
  const [fade, other] = [WORKSHOP_FAQ[1], WORKSHOP_FAQ[2]];
  return (
    <div>
      {/* Fade instead of Collapse; the details take no space while closed. */}
      <Accordion
        expanded={expanded}
        onChange={() => setExpanded((value) => !value)}
        slots={{transition: Fade}}
        slotProps={{transition: {timeout: 400}}}
        sx={[
          expanded
            ? {[`& .${accordionClasses.region}`]: {height: 'auto'}, [`& .${accordionDetailsClasses.root}`]: {display: 'block'}}
            : {[`& .${accordionClasses.region}`]: {height: 0}, [`& .${accordionDetailsClasses.root}`]: {display: 'none'}},
        ]}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="fade-content" id="fade-header">
          <Typography component="span">{fade.question} (fades)</Typography>
        </AccordionSummary>
        <AccordionDetails>{fade.answer}</AccordionDetails>
      </Accordion>
      {/* unmountOnExit: the details are rendered only while expanded. */}
      <Accordion slotProps={{transition: {unmountOnExit: true}}}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="unmount-content" id="unmount-header">
          <Typography component="span">{other.question} (mounts on demand)</Typography>
        </AccordionSummary>
        <AccordionDetails>{other.answer}</AccordionDetails>
      </Accordion>
    </div>
  );
}
