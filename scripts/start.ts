/** `npm start`: build if the sources changed, then serve the whole site in production mode. */
import { buildIfNeeded } from "./build";

buildIfNeeded();
Object.assign(process.env, { NODE_ENV: "production" });
const { startServer } = await import("../server");
const { stop, url, database } = await startServer();
const { printWelcome } = await import("../server");
printWelcome(url, database.embedded);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: shutting down…`);
    stop().then(() => process.exit(0), () => process.exit(1));
  });
}
