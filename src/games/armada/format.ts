import { outcomeLabel } from '../../core/outcome-label.js';
import { intervalCells, renderTable, thousands } from '../../core/table.js';
import type { ArmadaResult } from './result.js';
import { ARMADA_SIDES, type ArmadaSideName } from './scenario.js';
import { DEFAULT_RULES, type ArmadaRules } from './rule-options.js';

/** An Armada result as readable tables: outcomes, points, survivors, criticals, turns, notice. */
export function formatArmadaResult(result: ArmadaResult): string {
  const lines: string[] = [];
  const title = result.name ? `${result.name} — ` : '';
  lines.push(`${title}TI: Armada, ${result.scenario.table?.scenario === 'finders-keepers' ? 'Finders Keepers' : 'Last Starship'} (${result.scenario.pointLimit} points, pExplosion ${result.scenario.pExplosion}${result.scenario.torpedoHit < 1 ? `, torpedoHit ${result.scenario.torpedoHit}` : ''}${ruleNotes(result.scenario.rules)}${tableNote(result)}): ${thousands(result.battles)} battles, seed ${result.seed}, ${result.provenance.threads} thread(s), ${result.provenance.wallSeconds.toFixed(2)} s`);
  if (result.notice) lines.push(`NOTICE: ${result.notice}`);
  lines.push('');
  const outcomeRows = [['outcome', 'p', '95% interval']];
  for (const [name, estimate] of Object.entries(result.outcomes)) outcomeRows.push([outcomeLabel(name), ...intervalCells(estimate)]);
  lines.push(renderTable(outcomeRows));
  lines.push('');
  const sideRows = [['fleet', 'points lost', '± se', 'points destroyed', 'ships left', 'squadrons left', 'captures', 'criticals suffered']];
  for (const side of ARMADA_SIDES) {
    const expected = (dist: number[]) => dist.reduce((sum, p, k) => sum + p * k, 0).toFixed(2);
    const crits = Object.entries(result.criticals[side]).filter(([, m]) => m >= 0.005).map(([c, m]) => `${c} ${m.toFixed(2)}`).join(', ') || 'none';
    sideRows.push([
      side, result.lost[side].mean.toFixed(2), result.lost[side].se.toFixed(3), result.destroyed[side].mean.toFixed(2),
      expected(result.survivors[side].ships), expected(result.survivors[side].squadrons), result.captures[side].toFixed(3), crits,
    ]);
  }
  lines.push(renderTable(sideRows));
  lines.push('');
  for (const side of ARMADA_SIDES) {
    lines.push(`${side} ships surviving: ${Object.entries(result.survivorsByShip[side]).map(([ship, p]) => `${ship} ${(p * 100).toFixed(1)}%`).join(', ')}`);
  }
  lines.push(torpedoLine(result));
  if (result.scenario.model === 'table') lines.push(`ships withdrawn off the table per battle: ${ARMADA_SIDES.map((side) => `${side} ${result.withdrawn[side].toFixed(2)}`).join(', ')}`);
  if (result.orders !== undefined) lines.push(orderMixLine(result.orders, result.ordersInReach));
  lines.push(`turns: mean ${result.length.mean.toFixed(2)}, ${result.length.histogram.map((p, t) => (p > 0.005 ? `${t}: ${(p * 100).toFixed(1)}%` : '')).filter(Boolean).join('  ')}`);
  return lines.join('\n');
}

/**
 * The torpedoHit sensitivity line (docs/armada.md, `torpedoHit`): how many torpedoes each side
 * landed per battle, which a lower torpedoHit would thin in proportion — the default 1 ("always
 * hit") is named, never silent. Under the table model contact decides (docs/armada.md, "The table model").
 */
function torpedoLine(result: ArmadaResult): string {
  const hit = result.scenario.torpedoHit;
  const strikes = ARMADA_SIDES.map((side) => `${side} ${(result.torpedoStrikes?.[side] ?? 0).toFixed(2)}`).join(', ');
  if (result.scenario.model === 'table') return `torpedoes (table model: contact decides, torpedoHit is not used): strikes per battle ${strikes}, on any ship they contact`;
  const reading = hit === 1 ? 'torpedoHit 1, the default: every torpedo not shot down strikes' : `torpedoHit ${hit}`;
  return `torpedoes (${reading}): strikes per battle ${strikes}; a lower torpedoHit removes that share of them — rerun with it to see how much the result leans on torpedoes`;
}

/** The rule options that differ from the defaults, as ", name value" (empty when all default). */
function ruleNotes(rules: ArmadaRules): string {
  return (Object.keys(DEFAULT_RULES) as (keyof ArmadaRules)[]).filter((k) => rules[k] !== DEFAULT_RULES[k]).map((k) => `, ${k} ${rules[k]}`).join('');
}

/** Under the table model: ", table model W×H, movement first / second" (empty for the brawl). */
function tableNote(result: ArmadaResult): string {
  const table = result.scenario.table;
  if (result.scenario.model !== 'table' || table === undefined) return '';
  return `, table model ${table.width}×${table.height}, movement ${table.movement.map((m) => `${m.policy}${m.avoidance === 'dodge' ? '' : ` (avoidance ${m.avoidance})`}${m.orders === 'planner' ? '' : ` (orders ${m.orders})`}`).join(' / ')}`;
}

/**
 * The order-mix line (table model; docs/armada.md, "The order mix"): per fleet, the share of orders
 * given with an enemy within reach that attacked, recharged shields, turned, changed speed or did nothing.
 */
function orderMixLine(orders: NonNullable<ArmadaResult['orders']>, inReach: ArmadaResult['ordersInReach']): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const fleet = (side: ArmadaSideName) => {
    const m = orders[side];
    return `${side} attack ${pct(m.attack)}, shields ${pct(m.shields)}, heading ${pct(m.heading)}, speed ${pct(m.speed)}, none ${pct(m.none)} (${(inReach?.[side] ?? 0).toFixed(1)} a battle)`;
  };
  return `orders with an enemy within reach: ${ARMADA_SIDES.map(fleet).join('; ')}`;
}
