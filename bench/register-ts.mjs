// Registers bench/ts-loader.mjs so `node --import ./bench/register-ts.mjs file.ts` runs TypeScript.
import {register} from 'node:module';

register('./ts-loader.mjs', import.meta.url);
