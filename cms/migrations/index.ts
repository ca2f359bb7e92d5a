import * as migration_20261122_101613_initial from './20261122_101613_initial';
import * as migration_20261122_111721_content_model from './20261122_111721_content_model';
import * as migration_20261123_001037_lesson_placement_and_search from './20261123_001037_lesson_placement_and_search';
import * as migration_20261123_002041_accounts from './20261123_002041_accounts';
import * as migration_20261123_004925_learning_progress from './20261123_004925_learning_progress';

export const migrations = [
  {
    up: migration_20261122_101613_initial.up,
    down: migration_20261122_101613_initial.down,
    name: '20261122_101613_initial',
  },
  {
    up: migration_20261122_111721_content_model.up,
    down: migration_20261122_111721_content_model.down,
    name: '20261122_111721_content_model',
  },
  {
    up: migration_20261123_001037_lesson_placement_and_search.up,
    down: migration_20261123_001037_lesson_placement_and_search.down,
    name: '20261123_001037_lesson_placement_and_search',
  },
  {
    up: migration_20261123_002041_accounts.up,
    down: migration_20261123_002041_accounts.down,
    name: '20261123_002041_accounts',
  },
  {
    up: migration_20261123_004925_learning_progress.up,
    down: migration_20261123_004925_learning_progress.down,
    name: '20261123_004925_learning_progress'
  },
];
