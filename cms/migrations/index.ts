import * as migration_20261122_101613_initial from './20261122_101613_initial';
import * as migration_20261122_111721_content_model from './20261122_111721_content_model';

export const migrations = [
  {
    up: migration_20261122_101613_initial.up,
    down: migration_20261122_101613_initial.down,
    name: '20261122_101613_initial',
  },
  {
    up: migration_20261122_111721_content_model.up,
    down: migration_20261122_111721_content_model.down,
    name: '20261122_111721_content_model'
  },
];
