import * as React from 'react';
import Box from '@mui/material/Box';
import Tab, {type TabProps} from '@mui/material/Tab';
import Tabs, {tabsClasses} from '@mui/material/Tabs';
import {styled} from '@mui/material/styles';

// Pill-shaped tabs: the indicator is hidden and the selected tab gets its own background.
const PillTabs = styled(Tabs)(({theme}) => ({
  minHeight: 40,
  [`& .${tabsClasses.indicator}`]: {display: 'none'},
  [`& .${tabsClasses.list}`]: {gap: theme.spacing(1)},
}));

const PillTab = styled((props: TabProps) => <Tab disableRipple {...props} />)(({theme}) => ({
  minHeight: 40,
  textTransform: 'none',
  borderRadius: 999,
  padding: theme.spacing(1, 2),
  color: (theme.vars || theme).palette.text.secondary,
  '&.Mui-selected': {
    color: (theme.vars || theme).palette.primary.contrastText,
    backgroundColor: (theme.vars || theme).palette.primary.main,
  },
  '&.Mui-focusVisible': {outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2},
}));

// An underline shorter than the tab: the indicator slot's child is drawn, the slot itself is transparent.
const ShortIndicatorTabs = styled(Tabs)(({theme}) => ({
  [`& .${tabsClasses.indicator}`]: {display: 'flex', justifyContent: 'center', backgroundColor: 'transparent'},
  '& .indicator-line': {width: 32, borderRadius: 2, backgroundColor: (theme.vars || theme).palette.secondary.main},
}));

export default function TabsCustomized() {
  const [pill, setPill] = React.useState(0);
  const [short, setShort] = React.useState(0);
  return (
    <Box sx={{display: 'flex', flexDirection: 'column', gap: 3}}>
      <PillTabs value={pill} onChange={(_event, next: number) => setPill(next)} aria-label="Workshop queue">
        <PillTab label="Waiting" />
        <PillTab label="In progress" />
        <PillTab label="Done" />
      </PillTabs>
      <ShortIndicatorTabs
        value={short}
        onChange={(_event, next: number) => setShort(next)}
        aria-label="Delivery area"
        slotProps={{indicator: {children: <span className="indicator-line" />}}}
      >
        <Tab label="Town" />
        <Tab label="Region" />
        <Tab label="Country" />
      </ShortIndicatorTabs>
    </Box>
  );
}
