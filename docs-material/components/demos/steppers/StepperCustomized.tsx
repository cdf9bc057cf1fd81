import * as React from 'react';
import Step from '@mui/material/Step';
import StepConnector, {stepConnectorClasses} from '@mui/material/StepConnector';
import type {StepIconProps} from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import {styled} from '@mui/material/styles';
import BuildIcon from '@mui/icons-material/Build';
import CheckIcon from '@mui/icons-material/Check';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import StorefrontIcon from '@mui/icons-material/Storefront';

// A thicker connector coloured once its step is reached, and round icons drawn from the step's state.
const Connector = styled(StepConnector)(({theme}) => ({
  [`&.${stepConnectorClasses.alternativeLabel}`]: {top: 20},
  [`& .${stepConnectorClasses.line}`]: {height: 4, border: 0, borderRadius: 2, backgroundColor: (theme.vars || theme).palette.divider},
  [`&.${stepConnectorClasses.active} .${stepConnectorClasses.line}, &.${stepConnectorClasses.completed} .${stepConnectorClasses.line}`]: {
    backgroundColor: (theme.vars || theme).palette.primary.main,
  },
}));

const Circle = styled('div')<{ownerState: {active?: boolean; completed?: boolean}}>(({theme}) => ({
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  zIndex: 1,
  color: (theme.vars || theme).palette.text.secondary,
  backgroundColor: (theme.vars || theme).palette.action.selected,
  variants: [
    {
      props: ({ownerState}) => Boolean(ownerState.active || ownerState.completed),
      style: {color: (theme.vars || theme).palette.primary.contrastText, backgroundColor: (theme.vars || theme).palette.primary.main},
    },
    {props: ({ownerState}) => Boolean(ownerState.active), style: {boxShadow: (theme.vars || theme).shadows[4]}},
  ],
}));

const ICONS: Record<number, React.ReactElement> = {1: <StorefrontIcon />, 2: <BuildIcon />, 3: <DirectionsBikeIcon />};

function RoundIcon({active, completed, icon, className}: StepIconProps) {
  return (
    <Circle ownerState={{active, completed}} className={className}>
      {completed ? <CheckIcon /> : ICONS[Number(icon)]}
    </Circle>
  );
}

const STEPS = ['Drop off', 'Repair', 'Test ride'];

export default function StepperCustomized() {
  return (
    <Stepper alternativeLabel activeStep={1} connector={<Connector />}>
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel slots={{stepIcon: RoundIcon}}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
