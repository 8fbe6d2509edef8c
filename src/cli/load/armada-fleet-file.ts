import { loadDataFile } from '../../core/load.js';
import { fleetFileReferences, parseFleetFile, type FleetFile } from '../../games/armada/scenario.js';
import { withFilesRead } from './file-references.js';
import { expectFileKind } from './file-kind.js';

/**
 * Reads an Armada fleet file for `salvo armada check`, with its `catalog:` (relative to the fleet
 * file; the sample when absent); legality is left to the caller.
 * @throws ConfigError naming the file and the path inside it.
 */
export function loadArmadaFleetFile(file: string): FleetFile {
  const raw = loadDataFile(file);
  expectFileKind(raw, file, 'fleet', 'salvo armada check');
  return parseFleetFile(withFilesRead(raw, fleetFileReferences(raw), file), file);
}
