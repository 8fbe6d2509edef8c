import type { Removal } from './rule-removals.js';

const A = 'src/games/armada/';
const T = `${A}table/`;

/** The test files of the `armada` scope (bench/rule-removals.ts, SCOPE_FILES): the table's rule tests and the initiative ranking's. */
export const ARMADA_SCOPE_FILES: readonly string[] = [
  `${T}ship-turns.test.ts`, `${T}initiative.test.ts`, `${T}torpedo-speed.test.ts`, `${T}torpedo-simultaneous.test.ts`, `${T}crew-move-orders.test.ts`,
  `${T}squadron-blocking.test.ts`, `${T}collision-checks.test.ts`, `${T}rules.test.ts`, `${T}reach-and-nearest.test.ts`, `${T}movement-orders.test.ts`,
  `${T}torpedo-flight.test.ts`, `${A}initiative-ties.test.ts`,
];

/** Armada rules (000 = the Armada rulebook), each with the edit that removes it. */
export const ARMADA_REMOVALS: readonly Removal[] = [
  {
    id: 'armada-no-free-turn-on-launch',
    rule: 'Armada table: launching a torpedo does not turn the ship',
    sentence: '000, "Step One: Assign Orders": a ship turns only by a Change Heading order; "Order: Attack", Launch Torpedo: "place it in the bay"',
    change: 'ship-segment.ts turns the ship to face its target before a torpedo attack launches',
    scope: 'armada',
    edits: [{ file: `${T}ship-segment.ts`, find: '  launchFromShipInPlace(tb, from, s, frames);\n  if (run) tb.runState[s] = 1;', replace: '  tb.heading[s] = Math.atan2(tb.y[e] - tb.y[s], tb.x[e] - tb.x[s]);\n  launchFromShipInPlace(tb, from, s, frames);\n  if (run) tb.runState[s] = 1;' }],
  },
  {
    id: 'armada-initiative-current-speed',
    rule: 'Armada table: command ties go to the lowest current speed',
    sentence: '000, "Step Two: Command Initiative": "If two or more ships are tied, the one with the lowest current speed goes first"',
    change: 'table/initiative.ts ranks ties by the ships\' maximum speeds (the brawl\'s) instead of their speed markers',
    scope: 'armada',
    edits: [{ file: `${T}initiative.ts`, find: 'commandInitiativeInPlace(tb.st, scratch, false, tb.speed)', replace: 'commandInitiativeInPlace(tb.st, scratch)' }],
  },
  {
    id: 'armada-initiative-command-first',
    rule: 'Armada: more crew command acts first',
    sentence: '000, "Step Two: Command Initiative": "The ship with the highest total command value is called the first ship"',
    change: 'initiative.ts ranks by speed alone',
    scope: 'armada',
    edits: [{ file: `${A}initiative.ts`, find: 'command[s] * SPEED_SPAN - speed[s]', replace: '-speed[s]' }],
  },
  {
    id: 'armada-torpedo-speed-bonus',
    rule: 'Armada table: +X Torpedo Speed abilities',
    sentence: '000, "Special Abilities", Effects 9: "Your ship\'s torpedoes\' speeds are increased by X, but only when they are first launched during the ship segment"',
    change: 'torpedoes.ts launchSpeedInPlace ignores every +X Torpedo Speed disk',
    scope: 'armada',
    edits: [{ file: `${T}torpedoes.ts`, find: '  if (disks.length === 0) return speed;', replace: '  if (disks.length >= 0) return speed;' }],
  },
  {
    id: 'armada-torpedoes-simultaneous',
    rule: 'Armada table: all torpedoes move simultaneously',
    sentence: '000, "Segment Three: Torpedoes": "All torpedoes move simultaneously"',
    change: 'torpedoes.ts moves torpedoes one after another, each steering for the ships left after the ones before it',
    scope: 'armada',
    edits: [
      { file: `${T}torpedoes.ts`, find: '  for (let k = 0; k < st.torpCount; k++) if (st.torpAlive[k] === 1) steerInPlace(tb, k);\n', replace: '' },
      { file: `${T}torpedoes.ts`, find: 'flyTorpedoInPlace(tb, k, tb.torpSpeed[k], frames, present);', replace: 'steerInPlace(tb, k);\n    flyTorpedoInPlace(tb, k, tb.torpSpeed[k], frames);' },
    ],
  },
  {
    id: 'armada-crew-move-orders',
    rule: 'Armada table: crew Change Speed / Change Heading orders',
    sentence: '000, "Order: Activate Crew": the activated crew executes an order on its disk ("Step One": Change Speed, Change Heading)',
    change: 'ship-orders.ts executeOrderInPlace ignores a crew\'s movement orders',
    scope: 'armada',
    edits: [{ file: `${A}ship-orders.ts`, find: '  else if (st.reach !== null && (order === ORDER_CHANGE_SPEED || order === ORDER_CHANGE_HEADING)) st.reach.moveOrderInPlace(s, order);\n', replace: '' }],
  },
  {
    id: 'armada-squadrons-not-over-ships',
    rule: 'Armada table: squadrons never move over ships',
    sentence: '000, "Segment One: Squadrons", Move: squadrons "may not move over, or end their movement on, ships"',
    change: 'squadrons.ts flies every squadron straight through ships',
    scope: 'armada',
    edits: [{ file: `${T}squadrons.ts`, find: '  let n = clearFlips(tb, q, flips);', replace: '  let n = flips;' }],
  },
  {
    id: 'armada-collision-one-critical',
    rule: 'Armada table: a collision needs exactly one critical of five',
    sentence: '000, "Collision": "Shake and drop five damage counters: If exactly one of the disks shows a critical, the ships have collided"',
    change: 'collision.ts collides on one critical or more',
    scope: 'armada',
    edits: [{ file: `${T}collision.ts`, find: 'if (shown !== 1) return false;', replace: 'if (shown < 1) return false;' }],
  },
  {
    id: 'armada-collision-stops-ship',
    rule: 'Armada table: a collision reduces the ship\'s speed to zero',
    sentence: '000, "Collision": "you must immediately reduce the ship\'s current speed to zero"',
    change: 'collision.ts keeps the colliding ship\'s speed',
    scope: 'armada',
    edits: [{ file: `${T}collision.ts`, find: '  tb.speed[s] = 0;\n  tb.ordersLost[s] = 1;\n  const dx', replace: '  tb.ordersLost[s] = 1;\n  const dx' }],
  },
  {
    id: 'armada-blockade-runner-never-collides',
    rule: 'Armada table: a blockade runner never collides',
    sentence: '000, "Special Ship Types", Blockade Runner: "A blockade runner never collides with other ships"',
    change: 'collision.ts checks blockade runners like any ship',
    scope: 'armada',
    edits: [{ file: `${T}collision.ts`, find: '  if (st.plan.ships.special[s] === SPECIAL_BLOCKADE_RUNNER) return false;\n', replace: '' }],
  },
  {
    id: 'armada-off-table-withdraws',
    rule: 'Armada table: a ship off the table has withdrawn',
    sentence: '000, "Movement": "Any ship that moves off the table or out of the play area is considered to have withdrawn from battle and is removed from play"',
    change: 'movement.ts leaves a ship off the table in play',
    scope: 'armada',
    edits: [{ file: `${T}movement.ts`, find: 'if (isOffTable(tb.x[s], tb.y[s], tb.tp.width, tb.tp.height)) {', replace: 'if (false) {' }],
  },
  {
    id: 'armada-gunship-double-range',
    rule: 'Armada table: a gunship fires at twice the beam range',
    sentence: '000, "Special Ship Types": "A gunship also has double beam weapon range"',
    change: 'reach.ts gives a gunship the ordinary template',
    scope: 'armada',
    edits: [{ file: `${T}reach.ts`, find: 'SPECIAL_GUNSHIP ? 2 * this.tb.tp.template', replace: 'SPECIAL_GUNSHIP ? this.tb.tp.template' }],
  },
];
