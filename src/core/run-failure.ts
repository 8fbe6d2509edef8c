/**
 * A run that could not finish for a reason outside both the user's input and salvo's code: a lost
 * Redis connection, a chunk that failed on every retry, a result rejected as tampered. The CLI
 * prints its one-paragraph message without a stack trace and exits 1 (docs/architecture.md, "Errors":
 * exit 2 is for bad input, a stack trace is for bugs).
 */
export class RunFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunFailure';
  }
}

/** True for a RunFailure (also across module copies, by name). */
export function isRunFailure(error: unknown): error is RunFailure {
  return error instanceof Error && error.name === 'RunFailure';
}
