import * as migration_20261122_101613_initial from './20261122_101613_initial';

export const migrations = [
  {
    up: migration_20261122_101613_initial.up,
    down: migration_20261122_101613_initial.down,
    name: '20261122_101613_initial'
  },
];
