import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import {REPAIR_STEPS} from '@site/src/demo-data/material-layout';

// position="left": the content sits on the left of the line (on the right in right-to-left pages).
export default function TimelineLeft() {
  const steps = REPAIR_STEPS.slice(0, 4);
  return (
    <Timeline position="left">
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
