import type { Game, PlanBase } from '../../games/game.js';
import { withFilesRead } from './file-references.js';

/**
 * A raw scenario with the files it names (relative to `file`) and the defaults it uses read and
 * put in place, as its game declares them (Game.fileReferences); ready for `game.parseScenario`.
 *
 * @example withScenarioFilesRead(armada, { game: 'armada', first, second }, 's.yaml').catalog.source // 'configs/armada/sample-catalog.yaml'
 */
export function withScenarioFilesRead(game: Game<unknown, PlanBase, unknown>, raw: unknown, file: string): unknown {
  return withFilesRead(raw, game.fileReferences?.(raw) ?? [], file);
}
