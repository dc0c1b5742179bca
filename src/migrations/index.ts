import * as migration_20261121_203242_initial from './20261121_203242_initial';

export const migrations = [
  {
    up: migration_20261121_203242_initial.up,
    down: migration_20261121_203242_initial.down,
    name: '20261121_203242_initial'
  },
];
