/** Collects a battle's step-by-step log for `salvo replay`. */
export class Trace {
  readonly lines: string[] = [];
  add(line: string): void {
    this.lines.push(line);
  }
}
