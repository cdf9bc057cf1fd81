import * as React from 'react';
import {styled} from '@mui/material/styles';
import MuiAccordion, {type AccordionProps} from '@mui/material/Accordion';
import MuiAccordionSummary, {type AccordionSummaryProps, accordionSummaryClasses} from '@mui/material/AccordionSummary';
import MuiAccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import ArrowForwardIosSharpIcon from '@mui/icons-material/ArrowForwardIosSharp';
import {WORKSHOP_FAQ} from '@site/src/demo-data/material-feedback-surfaces';

// Flat, bordered panels with the arrow on the left: no elevation, no gaps, no rounded corners.
const Accordion = styled((props: AccordionProps) => <MuiAccordion disableGutters elevation={0} square {...props} />)(({theme}) => ({
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  '&:not(:last-child)': {borderBottom: 0},
  '&::before': {display: 'none'},
}));

const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary expandIcon={<ArrowForwardIosSharpIcon sx={{fontSize: '0.9rem'}} />} {...props} />
))(({theme}) => ({
  backgroundColor: 'rgba(0, 0, 0, .03)',
  flexDirection: 'row-reverse',
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: {transform: 'rotate(90deg)'},
  [`& .${accordionSummaryClasses.content}`]: {marginLeft: theme.spacing(1)},
  ...theme.applyStyles('dark', {backgroundColor: 'rgba(255, 255, 255, .05)'}),
}));

const AccordionDetails = styled(MuiAccordionDetails)(({theme}) => ({
  padding: theme.spacing(2),
  borderTop: '1px solid rgba(0, 0, 0, .125)',
}));

export default function AccordionCustomized() {
  const [expanded, setExpanded] = React.useState<string | false>(WORKSHOP_FAQ[0].id);
  return (
    <div>
      {WORKSHOP_FAQ.map((item) => (
        <Accordion
          key={item.id}
          expanded={expanded === item.id}
          onChange={(_event, isExpanded) => setExpanded(isExpanded ? item.id : false)}
        >
          <AccordionSummary aria-controls={`${item.id}-custom-content`} id={`${item.id}-custom-header`}>
            <Typography component="span">{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
