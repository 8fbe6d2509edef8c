import { blitz, emergencyRepairs, fighterPrototype, intercept, parley, reflectiveShielding, rout, scrambleFrequency, skilledRetreat, upgrade, waylay } from './action-cards-combat.js';
import { bunker, disable, fireTeam } from './action-cards-invasion.js';
import { articlesOfWar, conventionsOfWar, prophecyOfIxth, publicizeWeaponSchematics } from './agendas.js';
import {
  courageousToTheEnd, directHit, experimentalBattlestation, maneuveringJets, moraleBoost, shieldsHolding, solarFlare,
} from './action-cards-space.js';
import type { EffectDefinition } from './effect.js';
import { ARGENT } from './factions/argent.js';
import { CREUSS } from './factions/creuss.js';
import { JOL_NAR } from './factions/jol-nar.js';
import { L1Z1X } from './factions/l1z1x.js';
import { LETNEV } from './factions/letnev.js';
import { MENTAK } from './factions/mentak.js';
import { NAAZ_ROKHA } from './factions/naaz-rokha.js';
import { NAALU } from './factions/naalu.js';
import { NEKRO } from './factions/nekro.js';
import { NOMAD } from './factions/nomad.js';
import { SARDAKK } from './factions/sardakk.js';
import { YIN } from './factions/yin.js';
import { argentFlagship } from './flagships/argent.js';
import { empyreanFlagship } from './flagships/empyrean.js';
import { hacanFlagship } from './flagships/hacan.js';
import { jolNarFlagship } from './flagships/jol-nar.js';
import { mahactFlagship } from './flagships/mahact.js';
import { naazRokhaFlagship } from './flagships/naaz-rokha.js';
import { l1z1xFlagship } from './flagships/l1z1x.js';
import { letnevFlagship } from './flagships/letnev.js';
import { mentakFlagship } from './flagships/mentak.js';
import { naaluFlagship } from './flagships/naalu.js';
import { nekroFlagship } from './flagships/nekro.js';
import { sardakkFlagship } from './flagships/sardakk.js';
import { winnuFlagship } from './flagships/winnu.js';
import { yinFlagship } from './flagships/yin.js';
import {
  magenDefenseGrid, magenDefenseGridOmega, magenDefenseGridOriginal, x89BacterialWeapon, x89BacterialWeaponOmega,
} from './technologies-ground.js';
import { brotherMilor, evelynDelouis, i48s, tellurian, theThundarian, viscountUnlenn } from './leaders-agents.js';
import { agnlanOln, claireGibson, rickarRickani, trrakanAunZulok, twoRam } from './leaders-commanders.js';
import { dannelOfTheTenth, ipswitchLooseCannon, kuuasiAunJalatai, shvalHarbinger, ulTheProgenitor } from './leaders-heroes.js';
import { greyfireMutagen, raghsCall, strikeWingAmbuscade, tekklarLegion, theCavalry, warFunding } from './promissory-notes.js';
import { antimassDeflectors, assaultCannon, duraniumArmor, gravitonLaserSystem, plasmaScoring } from './technologies-space.js';

/** Every effect definition, in the order `salvo ti4 effects` lists them (by family, then faction). */
export const ALL_EFFECTS: readonly EffectDefinition[] = [
  ...ARGENT, ...CREUSS, ...JOL_NAR, ...L1Z1X, ...LETNEV, ...MENTAK, ...NAALU, ...NAAZ_ROKHA, ...NEKRO, ...NOMAD, ...SARDAKK, ...YIN,
  argentFlagship, empyreanFlagship, hacanFlagship, jolNarFlagship, l1z1xFlagship, letnevFlagship, mahactFlagship, mentakFlagship,
  naaluFlagship, naazRokhaFlagship, nekroFlagship, sardakkFlagship, winnuFlagship, yinFlagship,
  plasmaScoring, antimassDeflectors, gravitonLaserSystem, duraniumArmor, assaultCannon,
  magenDefenseGrid, magenDefenseGridOmega, magenDefenseGridOriginal, x89BacterialWeapon, x89BacterialWeaponOmega,
  tekklarLegion, strikeWingAmbuscade, warFunding, theCavalry, greyfireMutagen, raghsCall,
  viscountUnlenn, evelynDelouis, tellurian, theThundarian, brotherMilor, i48s,
  trrakanAunZulok, agnlanOln, twoRam, claireGibson, rickarRickani,
  ipswitchLooseCannon, kuuasiAunJalatai, shvalHarbinger, dannelOfTheTenth, ulTheProgenitor,
  publicizeWeaponSchematics, conventionsOfWar, prophecyOfIxth, articlesOfWar,
  moraleBoost, fireTeam, directHit, shieldsHolding, maneuveringJets, experimentalBattlestation, disable, solarFlare, bunker, courageousToTheEnd,
  emergencyRepairs, waylay, scrambleFrequency, reflectiveShielding, intercept, blitz, parley, fighterPrototype, skilledRetreat, rout, upgrade,
];
