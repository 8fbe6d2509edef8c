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
 * `range: 2` (000, "Special Ship Types", Gunship; "Setting Up"). Compared squared: the same answer
 * but within a rounding of the template's very end.
 * @example isInReach(0, 0, 3, 20, 0, 3, 15) // true: a 14 gap under a 15 template
 */
export function isInReach(ax: number, ay: number, ar: number, bx: number, by: number, br: number, reach: number): boolean {
  // gap < reach, i.e. centre distance < reach + both radii, compared squared (no square root in the hot loop).
  const dx = bx - ax;
  const dy = by - ay;
  const centres = reach + ar + br;
  return dx * dx + dy * dy < centres * centres;
}

/** True when two disks overlap (000, "Collision": "overlaps another ship at the end of its movement"). */
export function isOverlapping(ax: number, ay: number, ar: number, bx: number, by: number, br: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const reach = ar + br;
  return dx * dx + dy * dy < reach * reach;
}

/**
 * Slots of a segment array for `contactInPlace`: a disk of radius SEGMENT_RADIUS moving from
 * (SEGMENT_X0, SEGMENT_Y0) to (SEGMENT_X1, SEGMENT_Y1), a still disk's radius DISK_RADIUS, and
 * the answer CONTACT_AT.
 */
export const SEGMENT_X0 = 0;
export const SEGMENT_Y0 = 1;
export const SEGMENT_X1 = 2;
export const SEGMENT_Y1 = 3;
export const SEGMENT_RADIUS = 4;
export const DISK_RADIUS = 5;
export const CONTACT_AT = 6;
export const SEGMENT_SLOTS = 7;

/**
 * The first point, as a fraction 0..1 of the segment in `seg`, where the moving disk touches the
 * disk of radius seg[DISK_RADIUS] at (xs[i], ys[i]), written to seg[CONTACT_AT], -1 when it never
 * does (000, "Segment Three: Torpedoes": "If a torpedo contacts a ship at any time"); true when it
 * does. A disk that starts touching contacts at 0. Doubles come and go through arrays, so a call
 * V8 does not inline boxes nothing (the hot loop allocates nothing).
 */
export function contactInPlace(seg: Float64Array, xs: Float64Array, ys: Float64Array, i: number): boolean {
  const x0 = seg[SEGMENT_X0];
  const y0 = seg[SEGMENT_Y0];
  const dx = seg[SEGMENT_X1] - x0;
  const dy = seg[SEGMENT_Y1] - y0;
  const fx = x0 - xs[i];
  const fy = y0 - ys[i];
  const reach = seg[SEGMENT_RADIUS] + seg[DISK_RADIUS];
  const c = fx * fx + fy * fy - reach * reach;
  let t = -1;
  if (c <= 0) t = 0;
  else {
    const a = dx * dx + dy * dy;
    const b = 2 * (fx * dx + fy * dy);
    const disc = b * b - 4 * a * c;
    if (a !== 0 && disc >= 0) {
      const root = (-b - Math.sqrt(disc)) / (2 * a);
      if (root >= 0 && root <= 1) t = root;
    }
  }
  seg[CONTACT_AT] = t;
  return t >= 0;
}

const contactSegment = new Float64Array(SEGMENT_SLOTS);
const contactX = new Float64Array(1);
const contactY = new Float64Array(1);

/**
 * contactInPlace with plain numbers: the fraction 0..1 of the segment (x0, y0)-(x1, y1) where a
 * disk of radius `r` moving along it first touches a disk of radius `cr` at (cx, cy), or -1.
 */
export function contactAlong(x0: number, y0: number, x1: number, y1: number, r: number, cx: number, cy: number, cr: number): number {
  const seg = contactSegment;
  seg[SEGMENT_X0] = x0;
  seg[SEGMENT_Y0] = y0;
  seg[SEGMENT_X1] = x1;
  seg[SEGMENT_Y1] = y1;
  seg[SEGMENT_RADIUS] = r;
  seg[DISK_RADIUS] = cr;
  contactX[0] = cx;
  contactY[0] = cy;
  contactInPlace(seg, contactX, contactY, 0);
  return seg[CONTACT_AT];
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
