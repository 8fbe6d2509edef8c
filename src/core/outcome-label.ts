/**
 * An outcome's name as a person reads it in a table or a chart: the code names results use
 * (camelCase keys, docs/architecture.md "Results") become words — a side's `…Win` "… wins", its
 * `…Retreat` "… retreats", any other camelCase name its words in lower case (`roundCap` "round
 * cap"). Names that are not code names (a Titanium Wars player, "draw") are shown as they are.
 * JSON keeps the code names; only what people read is translated.
 *
 * @example outcomeLabel('attackerWin') // 'attacker wins'
 * @example outcomeLabel('turnCap') // 'turn cap'
 * @example outcomeLabel('Ling Liu') // 'Ling Liu'
 */
export function outcomeLabel(name: string): string {
  if (!/^[a-z]+(?:[A-Z][a-z]*)+$/.test(name)) return name;
  const words = name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const last = words.length - 1;
  if (words[last] === 'win') words[last] = 'wins';
  else if (words[last] === 'retreat') words[last] = 'retreats';
  return words.join(' ');
}
