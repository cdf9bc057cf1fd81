import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

export default function AccordionBasic() {
  return (
    <div>
      {WORKSHOP_FAQ.slice(0, 3).map((item) => (
        <Accordion key={item.id}>
          {/* The ids link the button and its region for assistive technology. */}
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${item.id}-content`} id={`${item.id}-header`}>
            <Typography component="span">{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>{item.answer}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
