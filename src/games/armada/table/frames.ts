/** A disk as a frame shows it. */
export interface FrameDisk {
  x: number;
  y: number;
  r: number;
  side: number;
  label: string;
  /** Ships: heading (radians) and beam reach; squadrons and torpedoes: 0. */
  heading: number;
  reach: number;
}

/** The table after one orders phase (replay only): disks, torpedo paths of the phase. */
export interface Frame {
  turn: number;
  phase: number;
  width: number;
  height: number;
  ships: FrameDisk[];
  squadrons: FrameDisk[];
  torpedoes: FrameDisk[];
  /** Finders Keepers: the derelict, `side` its controller (-1 nobody); null in Last Starship. */
  derelict: FrameDisk | null;
  /** Torpedo path segments flown this phase: [x0, y0, x1, y1, side]. */
  paths: number[][];
}

/**
 * Collects frames of one traced battle for the replay picture (table/replay-svg.ts). Used only
 * when a battle is traced: the untraced hot loop never touches it.
 */
export class FrameRecorder {
  readonly frames: Frame[] = [];
  private paths: number[][] = [];

  /** A torpedo flew from (x0, y0) to (x1, y1). */
  path(x0: number, y0: number, x1: number, y1: number, side: number): void {
    this.paths.push([x0, y0, x1, y1, side]);
  }

  /** Closes the phase: the frame gets the paths flown since the last one. */
  push(frame: Omit<Frame, 'paths'>): void {
    this.frames.push({ ...frame, paths: this.paths });
    this.paths = [];
  }
}
