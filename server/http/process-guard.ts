/**
 * The last line of defence: a rejection nobody awaited is logged by its error's name and the process goes on
 * serving. Only the name: a message can quote what a visitor sent.
 */
export function guardProcess(log: (line: string) => void) {
  process.on('unhandledRejection', (reason) => {
    log(`unhandled rejection: ${reason instanceof Error ? reason.name : typeof reason}`);
  });
}
