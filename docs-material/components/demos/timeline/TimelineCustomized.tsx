import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import Typography from '@mui/material/Typography';
import Build from '@mui/icons-material/Build';
import Inventory from '@mui/icons-material/Inventory2';
import PedalBike from '@mui/icons-material/PedalBike';
import Storefront from '@mui/icons-material/Storefront';
import TaskAlt from '@mui/icons-material/TaskAlt';
import {REPAIR_STEPS} from '@site/src/demo-data/material-layout';

const ICONS = [Storefront, Build, Inventory, PedalBike, TaskAlt];

// Icons inside the dots, two lines of content, connectors coloured by progress.
export default function TimelineCustomized() {
  const done = 3;
  return (
    <Timeline position="alternate">
      {REPAIR_STEPS.map((step, index) => {
        const Icon = ICONS[index]!;
        const finished = index < done;
        return (
          <TimelineItem key={step.title}>
            <TimelineOppositeContent sx={{m: 'auto 0'}} variant="body2" color="text.secondary">
              {step.time}
            </TimelineOppositeContent>
            <TimelineSeparator>
              <TimelineConnector
                sx={{visibility: index === 0 ? 'hidden' : 'visible', bgcolor: index <= done ? 'primary.main' : undefined}}
              />
              <TimelineDot color={finished ? 'primary' : 'grey'} variant={index === done ? 'outlined' : 'filled'}>
                <Icon fontSize="small" />
              </TimelineDot>
              <TimelineConnector
                sx={{
                  visibility: index === REPAIR_STEPS.length - 1 ? 'hidden' : 'visible',
                  bgcolor: index < done ? 'primary.main' : undefined,
                }}
              />
            </TimelineSeparator>
            <TimelineContent sx={{py: 1.5, px: 2}}>
              <Typography variant="subtitle2" component="span">
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.detail}
              </Typography>
            </TimelineContent>
          </TimelineItem>
        );
      })}
    </Timeline>
  );
}
