/**
 * Data of the Material UI guides and legacy styles demos: a bike shop's workshop jobs (the same
 * shop as the component demos). Fixed lists, so every reader and every test sees the same rows.
 */

export type JobStatus = 'waiting' | 'in-progress' | 'ready';

export interface WorkshopJob {
  id: string;
  bike: string;
  task: string;
  status: JobStatus;
  /** Estimated labour, minutes. */
  minutes: number;
}

export const WORKSHOP_JOBS: readonly WorkshopJob[] = [
  {id: 'WS-1041', bike: 'Gravel, size 54', task: 'Tubeless conversion', status: 'ready', minutes: 45},
  {id: 'WS-1042', bike: 'Commuter, size M', task: 'Dynamo light wiring', status: 'in-progress', minutes: 60},
  {id: 'WS-1043', bike: 'Road, size 56', task: 'Brake bleed, front and rear', status: 'waiting', minutes: 40},
  {id: 'WS-1044', bike: 'Cargo, one size', task: 'Chain and cassette swap', status: 'waiting', minutes: 35},
];

export const STATUS_LABEL: Record<JobStatus, string> = {
  waiting: 'Waiting',
  'in-progress': 'In progress',
  ready: 'Ready for pick-up',
};
