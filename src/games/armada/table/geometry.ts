/**
 * Plane geometry of the table model (000, "Movement", "Collision", "Order: Attack", "Torpedoes"):
 * disks are circles (centre x, y and radius); distances in the table's unit (centimetres in the
 * sample measures). Plain numbers in, numbers out: nothing here allocates.
 */

/** The length of (dx, dy) (Math.hypot is slower in the hot loop). */
export function distance(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

/** The gap between two disks' edges (negative when they overlap). */
export function edgeGap(ax: number, ay: number, ar: number, bx: number, by: number, br: number): number {
  return distance(bx - ax, by - ay) - ar - br;
}

/**
 * True when a template of length `reach` can be placed between two disks so that it overlaps both
 * (000, "Order: Attack", Fire Beam Weapons: "the beam range template can be placed between your
 * ship and the target so that it overlaps both disks"): the gap between their edges is shorter
 * than the template. `reach` is the template length for `range: 1`, twice it for a gunship or
 * `range: 2` (000, "Special Ship Types", Gunship; "Setting Up").
 * @example isInReach(0, 0, 3, 20, 0, 3, 15) // true: a 14 gap under a 15 template
 */
export function isInReach(ax: number, ay: number, ar: number, bx: number, by: number, br: number, reach: number): boolean {
  return edgeGap(ax, ay, ar, bx, by, br) < reach;
}

/** True when two disks overlap (000, "Collision": "overlaps another ship at the end of its movement"). */
export function isOverlapping(ax: number, ay: number, ar: number, bx: number, by: number, br: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const reach = ar + br;
  return dx * dx + dy * dy < reach * reach;
}

/**
 * The first point, as a fraction 0..1 of the segment (x0, y0)-(x1, y1), where a disk of radius
 * `r` moving along it touches a disk of radius `cr` at (cx, cy); -1 when it never does (000,
 * "Segment Three: Torpedoes": "If a torpedo contacts a ship at any time"). A disk that starts
 * touching contacts at 0.
 */
export function contactAlong(x0: number, y0: number, x1: number, y1: number, r: number, cx: number, cy: number, cr: number): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const fx = x0 - cx;
  const fy = y0 - cy;
  const reach = r + cr;
  const c = fx * fx + fy * fy - reach * reach;
  if (c <= 0) return 0;
  const a = dx * dx + dy * dy;
  if (a === 0) return -1;
  const b = 2 * (fx * dx + fy * dy);
  const disc = b * b - 4 * a * c;
  if (disc < 0) return -1;
  const t = (-b - Math.sqrt(disc)) / (2 * a);
  return t >= 0 && t <= 1 ? t : -1;
}

/**
 * True when a disk's centre has left the table (000, "Movement": "Any ship that moves off the table
 * or out of the play area is considered to have withdrawn"; the model's reading: more than half the
 * disk is off, docs/armada.md).
 */
export function isOffTable(x: number, y: number, width: number, height: number): boolean {
  return x < 0 || y < 0 || x > width || y > height;
}

/** The heading (radians, 0 = +x, counter-clockwise) from one point towards another. */
export function bearing(ax: number, ay: number, bx: number, by: number): number {
  return Math.atan2(by - ay, bx - ax);
}

/** The smallest absolute angle between two headings (0..π). */
export function turnAngle(a: number, b: number): number {
  const d = Math.abs(((b - a) % (2 * Math.PI) + 3 * Math.PI) % (2 * Math.PI) - Math.PI);
  return d;
}
