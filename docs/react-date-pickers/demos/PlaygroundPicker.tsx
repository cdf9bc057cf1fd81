import * as React from 'react';
import dayjs, {type Dayjs} from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {DatePicker} from '@mui/x-date-pickers/DatePicker';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';
import type {DateView} from '@mui/x-date-pickers/models';
import {REFERENCE_DAY} from '@site/src/demo-data/pickers-feature-dates';

type Variant = 'DatePicker' | 'StaticDatePicker';
type Orientation = 'portrait' | 'landscape';
type Disabled = 'none' | 'weekends' | 'before-reference';

const ALL_VIEWS: DateView[] = ['year', 'month', 'day'];
const FORMATS = ['(default)', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY', 'MMMM YYYY', 'YYYY'];
const REFERENCE = dayjs(REFERENCE_DAY);

interface Settings {
  variant: Variant;
  views: DateView[];
  format: string;
  disabled: Disabled;
  orientation: Orientation;
  customIcon: boolean;
  actionBar: boolean;
}

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

/** The JSX a reader would write for these settings: only the props that differ from the defaults. */
function pickerJsx(s: Settings): string {
  const props: string[] = ['label="Pick a date"', `defaultValue={dayjs('${REFERENCE_DAY}')}`];
  if (s.views.length !== ALL_VIEWS.length) props.push(`views={[${s.views.map((v) => `'${v}'`).join(', ')}]}`);
  if (s.format !== '(default)') props.push(`format="${s.format}"`);
  if (s.disabled === 'weekends') props.push('shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}');
  if (s.disabled === 'before-reference') props.push(`minDate={dayjs('${REFERENCE_DAY}')}`);
  if (s.orientation === 'landscape') props.push('orientation="landscape"');
  if (s.customIcon) props.push('slots={{openPickerIcon: EditCalendarIcon}}');
  if (s.actionBar) props.push("slotProps={{actionBar: {actions: ['clear', 'today', 'accept']}}}");
  // A static picker has no field, so no label and no opening button.
  const shown = s.variant === 'StaticDatePicker' ? props.filter((p) => !p.startsWith('label') && !p.includes('openPickerIcon')) : props;
  return `<${s.variant}\n${shown.map((p) => `  ${p}`).join('\n')}\n/>`;
}

export default function PlaygroundPicker() {
  const [settings, setSettings] = React.useState<Settings>({
    variant: 'DatePicker',
    views: ALL_VIEWS,
    format: '(default)',
    disabled: 'none',
    orientation: 'portrait',
    customIcon: false,
    actionBar: false,
  });
  const [copied, setCopied] = React.useState(false);
  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setSettings((prev) => ({...prev, [key]: value}));

  const toggleView = (view: DateView) =>
    set(
      'views',
      settings.views.includes(view)
        ? settings.views.filter((v) => v !== view)
        : ALL_VIEWS.filter((v) => v === view || settings.views.includes(v)),
    );

  const views = settings.views.length > 0 ? settings.views : (['day'] as DateView[]);
  const jsx = pickerJsx({...settings, views});

  const common = {
    // A new key remounts the picker, so a changed views list or format starts clean.
    key: JSON.stringify(settings),
    defaultValue: REFERENCE,
    views,
    format: settings.format === '(default)' ? undefined : settings.format,
    shouldDisableDate: settings.disabled === 'weekends' ? isWeekend : undefined,
    minDate: settings.disabled === 'before-reference' ? REFERENCE : undefined,
    orientation: settings.orientation,
  };
  const actionBar = settings.actionBar ? {actionBar: {actions: ['clear' as const, 'today' as const, 'accept' as const]}} : {};

  const copy = async () => {
    await navigator.clipboard.writeText(jsx);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{display: 'grid', gridTemplateColumns: {xs: '1fr', md: '260px 1fr'}, gap: 3}}>
        <Stack spacing={2}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={settings.variant}
            onChange={(_, v: Variant | null) => v && set('variant', v)}
            aria-label="component"
          >
            <ToggleButton value="DatePicker">DatePicker</ToggleButton>
            <ToggleButton value="StaticDatePicker">Static</ToggleButton>
          </ToggleButtonGroup>
          <FormGroup row aria-label="views">
            <FormLabel component="legend" sx={{width: '100%', fontSize: 12}}>
              views
            </FormLabel>
            {ALL_VIEWS.map((view) => (
              <FormControlLabel
                key={view}
                control={<Checkbox size="small" checked={settings.views.includes(view)} onChange={() => toggleView(view)} />}
                label={view}
              />
            ))}
          </FormGroup>
          <TextField select size="small" label="format" value={settings.format} onChange={(e) => set('format', e.target.value)}>
            {FORMATS.map((format) => (
              <MenuItem key={format} value={format}>
                {format}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="disabled dates"
            value={settings.disabled}
            onChange={(e) => set('disabled', e.target.value as Disabled)}
          >
            <MenuItem value="none">none</MenuItem>
            <MenuItem value="weekends">weekends (shouldDisableDate)</MenuItem>
            <MenuItem value="before-reference">before Mar 14 (minDate)</MenuItem>
          </TextField>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={settings.orientation}
            onChange={(_, v: Orientation | null) => v && set('orientation', v)}
            aria-label="orientation"
          >
            <ToggleButton value="portrait">portrait</ToggleButton>
            <ToggleButton value="landscape">landscape</ToggleButton>
          </ToggleButtonGroup>
          <FormGroup>
            <FormControlLabel
              control={<Checkbox size="small" checked={settings.customIcon} onChange={(e) => set('customIcon', e.target.checked)} />}
              label="slots: custom icon"
            />
            <FormControlLabel
              control={<Checkbox size="small" checked={settings.actionBar} onChange={(e) => set('actionBar', e.target.checked)} />}
              label="slotProps: action bar"
            />
          </FormGroup>
        </Stack>
        <Stack spacing={2} sx={{minWidth: 0}}>
          <Box sx={{minHeight: 72}}>
            {settings.variant === 'DatePicker' ? (
              <DatePicker
                {...common}
                label="Pick a date"
                slots={settings.customIcon ? {openPickerIcon: EditCalendarIcon} : {}}
                slotProps={actionBar}
              />
            ) : (
              <StaticDatePicker {...common} slotProps={actionBar} />
            )}
          </Box>
          <Box sx={{position: 'relative'}}>
            <Box
              component="pre"
              data-testid="playground-jsx"
              sx={{m: 0, p: 2, pr: 10, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto', fontFamily: 'monospace'}}
            >
              {jsx}
            </Box>
            <Button size="small" variant="outlined" onClick={copy} sx={{position: 'absolute', top: 8, right: 8}}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
