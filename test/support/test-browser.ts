/**
 * The Chromium the report's browser test drives. By default the one shipped inside the
 * `@sparticuz/chromium` npm package, so `npm ci` is all a machine needs: the package unpacks its
 * headless shell (and fonts) into the temp directory, and this module unpacks the NSS, NSPR and
 * expat libraries that shell links against from the package's own library archive, because a
 * slim Debian or Ubuntu has none of them (the package itself only unpacks them on Amazon Linux).
 * `SALVO_CHROMIUM=/path/to/chromium` drives a system Chromium instead, with the environment as is.
 */
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import chromium from '@sparticuz/chromium';
import { readTarFiles } from './read-tar.js';

/** What `chromium.launch*` needs: the binary, its flags and its environment, and where it came from. */
export interface TestBrowser {
  executablePath: string;
  args: string[];
  env: Record<string, string | undefined>;
  /** `@sparticuz/chromium <version>` or `SALVO_CHROMIUM=<path>`, for failure messages. */
  source: string;
  /** What to try when this browser does not start. */
  hint: string;
}

/**
 * Root in CI and containers, so no sandbox; no zygote because the zygote needs the sandbox; the
 * package's own serverless list is not used because its `--single-process` makes Playwright lose
 * the page on some versions. The rest keeps an offline run from trying background connections.
 */
const FLAGS = ['--no-sandbox', '--no-zygote', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The browser to launch: `SALVO_CHROMIUM` when set (it must exist), else the packaged Chromium,
 * unpacked on first use (about 4 s; later calls reuse the unpacked files).
 *
 * @throws Error when `SALVO_CHROMIUM` names a missing file, or the package cannot unpack.
 */
export async function resolveTestBrowser(): Promise<TestBrowser> {
  const override = process.env.SALVO_CHROMIUM;
  if (override !== undefined && override !== '') {
    if (!existsSync(override)) throw new Error(`SALVO_CHROMIUM: no browser at "${override}" — expected the path of a Chromium executable. Unset it to use the Chromium from the @sparticuz/chromium package.`);
    return { executablePath: override, args: FLAGS, env: process.env, source: `SALVO_CHROMIUM=${override}`, hint: 'Check that it runs headless as this user, or unset SALVO_CHROMIUM to use the packaged Chromium.' };
  }
  const executablePath = await chromium.executablePath();
  const libraries = unpackLibraries();
  const env = {
    ...process.env,
    LD_LIBRARY_PATH: [libraries, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
    // The package's fonts.conf lists <tmpdir>/fonts, where it unpacked Open Sans.
    FONTCONFIG_PATH: join(tmpdir(), 'fonts'),
  };
  return {
    executablePath,
    args: FLAGS,
    env,
    source: `@sparticuz/chromium ${packageVersion()} (${executablePath})`,
    hint: `If an earlier unpack was interrupted, delete ${executablePath} and rerun; to use a system Chromium set SALVO_CHROMIUM=/path/to/chromium.`,
  };
}

/** The package's `bin/` folder (its exports map hides package.json, so walk up from the entry). */
function packageBin(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..', 'bin');
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageBin(), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Unpacks `bin/al2023.tar.br` once per package version into the temp directory and returns its
 * `lib/` folder. It is written to a fresh folder and renamed into place, so a run that is
 * interrupted, or two that race, never leave a half-written library behind.
 */
function unpackLibraries(): string {
  const target = join(tmpdir(), `salvo-chromium-libs-${packageVersion()}`);
  if (existsSync(target)) return join(target, 'lib');
  const staging = mkdtempSync(`${target}-`);
  for (const file of readTarFiles(brotliDecompressSync(readFileSync(join(packageBin(), 'al2023.tar.br'))))) {
    const path = normalize(file.path);
    if (isAbsolute(path) || path.startsWith('..')) throw new Error(`al2023.tar.br: entry "${file.path}" points outside the archive`);
    mkdirSync(join(staging, dirname(path)), { recursive: true });
    writeFileSync(join(staging, path), file.data, { mode: 0o755 });
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw error; // another run won the race otherwise
  }
  return join(target, 'lib');
}
