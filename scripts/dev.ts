/** `npm run dev`: hot reload for pages (Vite), procedures (tsx watch restarts) and the CMS config (Next dev). */
import { spawn } from "node:child_process";

const child = spawn("npx", ["tsx", "watch", "--clear-screen=false", "--conditions=development", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "development", APP_ENV: process.env.APP_ENV ?? "development" },
});
child.on("exit", (code) => process.exit(code ?? 0));
