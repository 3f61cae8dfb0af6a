import { consoleOutput } from './output';
import { runLeaseAdmin } from './run-lease-admin';
import type { openCliServices } from './open-cli-services';
import type { CliServices } from './services';

type Opened = ReturnType<typeof openCliServices>;

async function main(): Promise<number> {
  let services: Opened | undefined;
  // The database and the services' modules are loaded when a command first asks for them: `--help`
  // and a usage error never do.
  const open = async (): Promise<CliServices> => {
    services ??= (await import('./open-cli-services')).openCliServices();
    return services.open();
  };
  try {
    return (await runLeaseAdmin(open, consoleOutput(), process.argv)).exitCode;
  } finally {
    await services?.close();
  }
}

// A reader that has gone (`lease-admin … | head`) ends the output, as with any Unix tool.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
}

main().then((code) => {
  process.exitCode = code;
});
