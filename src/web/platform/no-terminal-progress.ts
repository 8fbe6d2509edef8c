/**
 * The page's stand-in for `cli-progress` (src/engine/progress.ts draws a bar on a terminal's
 * stderr): the page shows progress in its status line, so reaching this is a bug.
 */
class NoTerminal {
  constructor() {
    throw new Error('cli-progress: the page has no terminal to draw a progress bar on');
  }
}

export default { SingleBar: NoTerminal, MultiBar: NoTerminal, Presets: {} };
