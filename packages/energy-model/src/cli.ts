/**
 * wattwise-model: the engine on real files (commands in commandLine.ts). Output is JSON on
 * stdout; the periods used and errors go to stderr (errors with exit code 1).
 */
import { runCli } from './commandLine';

try {
  process.stdout.write(
    `${runCli(process.argv.slice(2), (line) => process.stderr.write(`${line}\n`))}\n`,
  );
} catch (err) {
  process.stderr.write(`error: ${(err as Error).message}\n`);
  process.exitCode = 1;
}
