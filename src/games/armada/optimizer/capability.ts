import { fieldDescription, type OptimizerCapability } from '../../optimizer-capability.js';
import { catalogFromDocument, SAMPLE_CATALOG, SAMPLE_NOTICE } from '../catalog.js';
import { FACTIONS, type Faction } from '../catalog-types.js';
import { policiesFromJson } from '../policies/policy-option.js';
import { armadaFieldFleets } from './field.js';
import type { ArmadaEntry } from './moves.js';
import { armadaSpace } from './space.js';
import { ARMADA_MODELS, type ArmadaModel } from '../table/settings.js';

/** `salvo optimize armada`: the best legal Armada fleets for a point limit (docs/optimizer.md). */
export const armadaOptimizer: OptimizerCapability<ArmadaEntry> = {
  describe: 'the best legal Armada fleets for a point limit',
  options: {
    points: { type: 'number', default: 30, whole: { min: 0 }, describe: 'the point limit (Last Starship: 30)' },
    faction: { type: 'string', oneOf: { names: FACTIONS, noun: 'faction' }, describe: `only fleets of this faction (${FACTIONS.join(', ')}); the field spans every faction` },
    catalog: { type: 'string', describe: `the disk catalog (default: the sample, ${SAMPLE_CATALOG})` },
    policies: { type: 'string', describe: 'policies candidates and a generated field play, as JSON (as a scenario side\'s; a field entry may name its own), e.g. \'{"orders":"crew-orders","boarding":"favourable"}\'' },
    model: { type: 'string', default: 'brawl', oneOf: { names: ARMADA_MODELS, noun: 'model' }, describe: 'the combat model every matchup plays: brawl (every unit in range) or table (docs/armada.md, "The table model")' },
  },
  examples: [
    ['$0 optimize armada --points 30 --top 5', 'the top 5 fleets against a generated field'],
    ['$0 optimize armada --faction sol --field my-meta.yaml', 'the best Sol fleets against your own field'],
    ['$0 optimize armada --policies \'{"orders":"crew-orders"}\'', 'every fleet gives crew orders'],
  ],
  setup(options, field, files) {
    const points = options.points as number;
    const faction = options.faction as Faction | undefined;
    const catalogFile = files.catalog ?? files.defaults.catalog;
    const catalog = catalogFromDocument(catalogFile);
    const catalogRef = catalogFile.reference;
    const policies = options.policies === undefined ? undefined : policiesFromJson(options.policies, '--policies');
    const model = options.model as ArmadaModel;
    const shared = { catalog, catalogRef, points, model, ...(policies ? { policies } : {}) };
    const space = armadaSpace({ ...shared, factions: faction ? [faction] : FACTIONS });
    const fieldSpace = faction ? armadaSpace({ ...shared, factions: FACTIONS }) : space;
    return {
      space, fieldSpace, budgetOption: `--points ${points}${faction ? ` --faction ${faction}` : ''}${model === 'table' ? ' --model table' : ''}`,
      ...(field ? { field: { fleets: armadaFieldFleets(field.entries, field.file, catalog, field.pointLimit ?? points), description: fieldDescription([], field.file) } } : {}),
      ...(catalog.sample ? { notice: SAMPLE_NOTICE } : {}),
      ...(policies ? { policies } : {}),
    };
  },
};
