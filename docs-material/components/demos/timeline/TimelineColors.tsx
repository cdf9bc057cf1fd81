import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

// TimelineDot's color takes 'grey' (the default), 'inherit' or a palette colour.
const STATES = [
  {label: 'Received', color: 'grey'},
  {label: 'In repair', color: 'primary'},
  {label: 'Waiting for a part', color: 'warning'},
  {label: 'Done', color: 'success'},
] as const;

export default function TimelineColors() {
  return (
    <Timeline position="alternate">
      {STATES.map((state, index) => (
        <TimelineItem key={state.label}>
          <TimelineSeparator>
            <TimelineDot color={state.color} />
            {index < STATES.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{state.label}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
