import { consoleOutput } from './output';
import { buildProgram } from './program';
import { exitCodeFor } from './exit-codes';
import { openCliServices } from './open-cli-services';

async function main(): Promise<number> {
  const out = consoleOutput();
  const services = openCliServices();
  try {
    await buildProgram(services.open, out).parseAsync(process.argv);
    return 0;
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error));
    return exitCodeFor(error);
  } finally {
    await services.close();
  }
}

main().then((code) => {
  process.exitCode = code;
});
