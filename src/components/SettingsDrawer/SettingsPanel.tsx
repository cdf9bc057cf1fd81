import React, {type ReactNode, useEffect, useState} from 'react';
import {useColorMode} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {
  applyDense,
  applyDirection,
  parseDense,
  parseDirection,
  STORAGE_KEYS,
  type Direction,
  type ModeChoice,
} from '@site/src/lib/reader-settings';
import {writeStorage} from '@site/src/lib/safe-storage';
import styles from './styles.module.css';

/** The three reader choices. Mode goes through Docusaurus (one colour-mode truth); the rest through <body>. */
export default function SettingsPanel(): ReactNode {
  const {colorModeChoice, setColorMode} = useColorMode();
  const modeChoice: ModeChoice = colorModeChoice ?? 'system';
  const [direction, setDirection] = useState<Direction>('ltr');
  const [dense, setDense] = useState(false);
  useEffect(() => {
    setDirection(parseDirection(document.body.getAttribute('dir')));
    setDense(parseDense(document.body.getAttribute('data-dense')));
  }, []);

  const modes: {value: ModeChoice; label: string}[] = [
    {value: 'light', label: translate({id: 'portal.settings.mode.light', message: 'Light'})},
    {value: 'system', label: translate({id: 'portal.settings.mode.system', message: 'System'})},
    {value: 'dark', label: translate({id: 'portal.settings.mode.dark', message: 'Dark'})},
  ];
  const directions: {value: Direction; label: string}[] = [
    {value: 'ltr', label: translate({id: 'portal.settings.direction.ltr', message: 'Left to right'})},
    {value: 'rtl', label: translate({id: 'portal.settings.direction.rtl', message: 'Right to left'})},
  ];

  return (
    <div className={styles.panel}>
      <ToggleGroup
        name="mode"
        legend={translate({id: 'portal.settings.mode', message: 'Mode'})}
        options={modes}
        value={modeChoice}
        onChange={(value) => setColorMode(value === 'system' ? null : value)}
      />
      <ToggleGroup
        name="direction"
        legend={translate({id: 'portal.settings.direction', message: 'Direction'})}
        options={directions}
        value={direction}
        onChange={(value) => {
          setDirection(value);
          applyDirection(document, value);
          writeStorage(STORAGE_KEYS.direction, value);
        }}
      />
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          checked={dense}
          data-setting="dense"
          onChange={(e) => {
            setDense(e.target.checked);
            applyDense(document, e.target.checked);
            writeStorage(STORAGE_KEYS.dense, String(e.target.checked));
          }}
        />
        {translate({id: 'portal.settings.dense', message: 'Dense demos'})}
      </label>
    </div>
  );
}

function ToggleGroup<T extends string>(props: {
  name: string;
  legend: string;
  options: {value: T; label: string}[];
  value: T;
  onChange: (value: T) => void;
}): ReactNode {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.legend}</legend>
      <div className={styles.options}>
        {props.options.map((o) => (
          <button
            key={o.value}
            type="button"
            className={styles.option}
            aria-pressed={props.value === o.value}
            data-setting={`${props.name}-${o.value}`}
            onClick={() => props.onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
