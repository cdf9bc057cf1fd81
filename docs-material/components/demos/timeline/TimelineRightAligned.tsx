import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import {timelineContentClasses} from '@mui/lab/TimelineContent';
import {REPAIR_STEPS} from '@site/src/demo-data/material-layout';

// The same with the content column narrow: the line moves to the right.
export default function TimelineRightAligned() {
  const steps = REPAIR_STEPS.slice(0, 4);
  return (
    <Timeline sx={{[`& .${timelineContentClasses.root}`]: {flex: 0.25}}}>
      {steps.map((step, index) => (
        <TimelineItem key={step.title}>
          <TimelineOppositeContent>{step.title}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot />
            {index < steps.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent color="text.secondary">{step.time}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
