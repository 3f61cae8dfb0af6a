import { consoleOutput } from './output';
import { openCliServices } from './open-cli-services';
import { runLeaseAdmin } from './run-lease-admin';

async function main(): Promise<number> {
  const services = openCliServices();
  try {
    return (await runLeaseAdmin(services.open, consoleOutput(), process.argv)).exitCode;
  } finally {
    await services.close();
  }
}

main().then((code) => {
  process.exitCode = code;
});
