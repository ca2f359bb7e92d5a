/**
 * Seed scripts work on the database `npm start` serves (NODE_ENV=production: the embedded
 * ./.data/pglite, or DATABASE_URL) unless NODE_ENV is set or `--dev` names the one `npm run dev`
 * uses (./.data/pglite-dev). Import this first: env() reads NODE_ENV once.
 */
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: process.argv.includes("--dev") ? "development" : "production" });
