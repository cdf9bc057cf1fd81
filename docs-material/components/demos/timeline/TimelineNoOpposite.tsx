import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import {timelineItemClasses} from '@mui/lab/TimelineItem';
import {REPAIR_STEPS} from '@site/src/demo-data/material-layout';

// An item without opposite content keeps an empty ::before as wide as the content; removing it puts the line at the left edge.
export default function TimelineNoOpposite() {
  const steps = REPAIR_STEPS.slice(0, 4);
  return (
    <Timeline sx={{[`& .${timelineItemClasses.root}:before`]: {flex: 0, padding: 0}}}>
      {steps.map((step, index) => (
        <TimelineItem key={step.title}>
          <TimelineSeparator>
            <TimelineDot />
            {index < steps.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{step.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
