/** The builder's inputs: six palette colours, default mode, spacing, radius, font and density. */
import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DENSITIES,
  FONTS,
  MODES,
  PALETTE_KEYS,
  RADIUS_RANGE,
  SPACING_RANGE,
  type BuilderState,
  type FontId,
  type PaletteKey,
} from '@site/src/lib/theme-builder/state';
import ColorField from './ColorField';

const FONT_LABELS: Record<FontId, string> = {system: 'System UI', roboto: 'Roboto', serif: 'Serif (Georgia)', mono: 'Monospace'};

interface Props {
  state: BuilderState;
  /** The dark scheme's mains in effect: the reader's own or derived from the light picks. */
  darkMains: Record<PaletteKey, string>;
  update: (change: (state: BuilderState) => BuilderState) => void;
  reset: () => void;
}

function SliderField({
  label,
  value,
  range,
  onChange,
}: {
  label: string;
  value: number;
  range: {min: number; max: number};
  onChange: (v: number) => void;
}) {
  const id = `theme-builder-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box sx={{minWidth: 180, flex: 1}}>
      <Typography id={id} variant="body2" gutterBottom>
        {label}: {value} px
      </Typography>
      <Slider
        aria-labelledby={id}
        value={value}
        min={range.min}
        max={range.max}
        step={1}
        valueLabelDisplay="auto"
        onChange={(_, v) => onChange(v as number)}
      />
    </Box>
  );
}

const capitalized = (key: PaletteKey) => key[0]!.toUpperCase() + key.slice(1);

const FIELDSET_SX = {border: 0, p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))'} as const;

export default function Controls({state, darkMains, update, reset}: Props) {
  const handSet = PALETTE_KEYS.some((key) => state.darkColors[key] !== undefined);
  return (
    <Stack spacing={2}>
      <Box component="fieldset" sx={FIELDSET_SX}>
        <Typography component="legend" variant="subtitle2" sx={{mb: 1}}>
          Palette
        </Typography>
        {PALETTE_KEYS.map((key) => (
          <ColorField
            key={key}
            label={capitalized(key)}
            value={state.colors[key]}
            onChange={(hex) => update((s) => ({...s, colors: {...s.colors, [key]: hex}}))}
          />
        ))}
      </Box>
      <Box component="fieldset" sx={FIELDSET_SX}>
        <Typography component="legend" variant="subtitle2" sx={{mb: 1}}>
          Dark scheme palette (derived unless set by hand)
        </Typography>
        {PALETTE_KEYS.map((key) => (
          <ColorField
            key={key}
            label={`${capitalized(key)} (dark)`}
            value={darkMains[key]}
            note={state.darkColors[key] === undefined ? 'Derived' : 'Set by hand'}
            onChange={(hex) => update((s) => ({...s, darkColors: {...s.darkColors, [key]: hex}}))}
          />
        ))}
        <Box sx={{gridColumn: '1 / -1'}}>
          <Button variant="outlined" disabled={!handSet} onClick={() => update((s) => ({...s, darkColors: {}}))}>
            Derive every dark colour again
          </Button>
        </Box>
      </Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-end'}}>
        <Box>
          <Typography id="theme-builder-mode" variant="body2" gutterBottom>
            Default mode
          </Typography>
          <ToggleButtonGroup
            aria-labelledby="theme-builder-mode"
            exclusive
            size="small"
            value={state.mode}
            onChange={(_, mode) => mode && update((s) => ({...s, mode}))}
          >
            {MODES.map((mode) => (
              <ToggleButton key={mode} value={mode}>
                {mode === 'light' ? 'Light' : 'Dark'}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Box>
          <Typography id="theme-builder-density" variant="body2" gutterBottom>
            Density
          </Typography>
          <ToggleButtonGroup
            aria-labelledby="theme-builder-density"
            exclusive
            size="small"
            value={state.density}
            onChange={(_, density) => density && update((s) => ({...s, density}))}
          >
            {DENSITIES.map((density) => (
              <ToggleButton key={density} value={density}>
                {density === 'standard' ? 'Standard' : 'Compact'}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <FormControl size="small" sx={{minWidth: 180}}>
          <InputLabel id="theme-builder-font">Font</InputLabel>
          <Select
            labelId="theme-builder-font"
            label="Font"
            value={state.font}
            onChange={(event) => update((s) => ({...s, font: event.target.value as FontId}))}
          >
            {(Object.keys(FONTS) as FontId[]).map((font) => (
              <MenuItem key={font} value={font} sx={{fontFamily: FONTS[font]}}>
                {FONT_LABELS[font]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" onClick={reset}>
          Reset to the portal theme
        </Button>
      </Box>
      <Box sx={{display: 'flex', flexWrap: 'wrap', gap: 4}}>
        <SliderField
          label="Spacing unit"
          value={state.spacing}
          range={SPACING_RANGE}
          onChange={(spacing) => update((s) => ({...s, spacing}))}
        />
        <SliderField
          label="Border radius"
          value={state.radius}
          range={RADIUS_RANGE}
          onChange={(radius) => update((s) => ({...s, radius}))}
        />
      </Box>
    </Stack>
  );
}
