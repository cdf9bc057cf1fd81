import * as React from 'react';
import Switch from '@mui/material/Switch';

export default function SwitchBasic() {
  return (
    <div>
      <Switch defaultChecked slotProps={{input: {'aria-label': 'Wi-Fi'}}} />
      <Switch slotProps={{input: {'aria-label': 'Bluetooth'}}} />
      <Switch disabled defaultChecked slotProps={{input: {'aria-label': 'Location (managed by your organisation)'}}} />
      <Switch disabled slotProps={{input: {'aria-label': 'Hotspot (not supported)'}}} />
    </div>
  );
}
