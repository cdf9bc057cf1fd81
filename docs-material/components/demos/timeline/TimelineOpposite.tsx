import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import {REPAIR_STEPS} from '@site/src/demo-data/material-layout';

export default function TimelineOpposite() {
  const steps = REPAIR_STEPS.slice(0, 4);
  return (
    <Timeline>
      {steps.map((step, index) => (
        <TimelineItem key={step.title}>
          <TimelineOppositeContent color="text.secondary">{step.time}</TimelineOppositeContent>
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
