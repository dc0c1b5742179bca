import * as migration_20261121_203242_initial from './20261121_203242_initial';
import * as migration_20261121_203724_catalog from './20261121_203724_catalog';

export const migrations = [
  {
    up: migration_20261121_203242_initial.up,
    down: migration_20261121_203242_initial.down,
    name: '20261121_203242_initial',
  },
  {
    up: migration_20261121_203724_catalog.up,
    down: migration_20261121_203724_catalog.down,
    name: '20261121_203724_catalog'
  },
];
