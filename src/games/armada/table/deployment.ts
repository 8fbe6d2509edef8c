import type { ArmadaScenario } from '../scenario.js';

/** Start positions and headings of every ship and squadron (plan order). */
export interface Deployment {
  startX: number[];
  startY: number[];
  startHeading: number[];
  squadronStartX: number[];
  squadronStartY: number[];
}

/**
 * Last Starship set-up (000, "Appendix Two": "Teams start on opposite ends of the table, each
 * fleet within Range: 1 of its end"; "Setting Up": "All squadrons begin play within range: 1 of a
 * carrier"). The first fleet's end is y = 0, the second's y = height; each fleet's ships stand
 * in a line half a template from its end, evenly spread across the width, facing the enemy end;
 * squadrons stand behind their side's first carrier (or mid-line when it has none), in a row.
 */
export function deployLastStarship(
  scenario: ArmadaScenario, width: number, height: number, template: number, shipRadius: readonly number[], squadronRadius: number,
  carriersOf: readonly (readonly boolean[])[],
): Deployment {
  const out: Deployment = { startX: [], startY: [], startHeading: [], squadronStartX: [], squadronStartY: [] };
  let s = 0;
  [scenario.first, scenario.second].forEach(({ fleet }, side) => {
    const n = fleet.ships.length;
    const lineY = side === 0 ? template / 2 : height - template / 2;
    const heading = side === 0 ? Math.PI / 2 : -Math.PI / 2;
    let carrierX = width / 2;
    let carrierR = 0;
    let found = false;
    for (let i = 0; i < n; i++, s++) {
      const x = (width * (i + 1)) / (n + 1);
      out.startX.push(x);
      out.startY.push(lineY);
      out.startHeading.push(heading);
      if (!found && carriersOf[side][i]) {
        found = true;
        carrierX = x;
        carrierR = shipRadius[s];
      }
    }
    let k = 0;
    for (const { count } of fleet.squadrons) {
      for (let i = 0; i < count; i++, k++) {
        const offset = (k - 2) * 2.2 * squadronRadius;
        out.squadronStartX.push(carrierX + offset);
        out.squadronStartY.push(side === 0 ? Math.max(squadronRadius, lineY - carrierR - squadronRadius - 0.5) : Math.min(height - squadronRadius, lineY + carrierR + squadronRadius + 0.5));
      }
    }
  });
  return out;
}
