import * as React from 'react';
import {styled} from '@mui/material/styles';
import Stack from '@mui/material/Stack';

interface StatusProps {
  tone: 'ok' | 'late';
}

// `name` and `slot` make the component themeable: a theme can target MuiParcelStatus.root.
// shouldForwardProp keeps `tone` off the DOM element; `variants` pick styles from props.
const ParcelStatusRoot = styled('span', {
  name: 'MuiParcelStatus',
  slot: 'root',
  shouldForwardProp: (prop) => prop !== 'tone',
})<StatusProps>(({theme}) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5, 1.5),
  borderRadius: theme.shape.borderRadius,
  fontWeight: theme.typography.fontWeightMedium,
  variants: [
    {
      props: {tone: 'ok'},
      style: {backgroundColor: (theme.vars || theme).palette.success.main, color: (theme.vars || theme).palette.success.contrastText},
    },
    {
      props: {tone: 'late'},
      style: {backgroundColor: (theme.vars || theme).palette.error.main, color: (theme.vars || theme).palette.error.contrastText},
    },
  ],
}));

function ParcelStatus({tone, children}: StatusProps & {children: React.ReactNode}) {
  return <ParcelStatusRoot tone={tone}>{children}</ParcelStatusRoot>;
}

export default function StyledCustomComponent() {
  return (
    <Stack direction="row" spacing={2}>
      <ParcelStatus tone="ok">Delivered</ParcelStatus>
      <ParcelStatus tone="late">Delayed at depot</ParcelStatus>
    </Stack>
  );
}
