/**
 * `npm run lti:launch -- --role Learner --chapter 12`: signs an LTI 1.1 launch for the demo
 * consumer (seeds/lti.ts) and writes an auto-submitting HTML form, like a school portal's page.
 * Open the printed file in a browser within 5 minutes (the signature's time window).
 *
 *   --role Learner|Instructor|Administrator   (default Learner)
 *   --chapter <chapter id or key>             open one chapter (redirectType=CHAPTER); the demo consumer locks to it
 *   --user <id>                               the portal's user_id (default demo-<role>)
 *   --l f --p <product id>                    a purchase launch (LTI-004)
 *   --url <site>                              default PUBLIC_URL or http://localhost:$PORT (3000)
 *   --open                                    also open it with xdg-open / open
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { signParams } from "#core/lti/oauth1";
import { DEMO_LTI_CONSUMER } from "../seeds/lti";

const { values } = parseArgs({
  options: {
    role: { type: "string", default: "Learner" },
    chapter: { type: "string" },
    user: { type: "string" },
    l: { type: "string" },
    p: { type: "string" },
    url: { type: "string" },
    open: { type: "boolean", default: false },
  },
});

const site = (values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
const launchUrl = new URL(`${site}/lti/launch`);
const role = values.role!;
const params: Record<string, string> = {
  lti_message_type: "basic-lti-launch-request",
  lti_version: "LTI-1p0",
  resource_link_id: values.chapter ? `demo-chapter-${values.chapter}` : "demo-course-link",
  resource_link_title: values.chapter ? `Chapter ${values.chapter}` : "BioText",
  user_id: values.user ?? `demo-${role.toLowerCase()}`,
  roles: role,
  lis_person_name_given: role === "Instructor" ? "Ines" : "Leo",
  lis_person_name_family: `Demo ${role}`,
  context_id: "demo-course",
  context_title: "Demo biology course",
  tool_consumer_instance_guid: "demo.portal.example",
  launch_presentation_document_target: "window",
  launch_presentation_locale: "en",
};
if (values.chapter) {
  params.custom_redirecttype = "CHAPTER";
  params.custom_contentid = values.chapter;
}
if (values.l) params.custom_l = values.l;
if (values.p) params.custom_p = values.p;

const signed = signParams("POST", launchUrl, params, { key: DEMO_LTI_CONSUMER.key, secret: DEMO_LTI_CONSUMER.secret });
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo portal: LTI launch</title></head>
<body><p>Demo school portal: launching BioText as ${escape(role)}…</p>
<form id="launch" method="post" action="${escape(launchUrl.href)}">
${Object.entries(signed)
  .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
  .join("\n")}
<button type="submit">Launch BioText</button></form>
<script>document.getElementById("launch").submit();</script></body></html>
`;
const dir = path.resolve(".data");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, "lti-launch.html");
fs.writeFileSync(file, html);
console.log(`Signed LTI 1.1 launch for consumer '${DEMO_LTI_CONSUMER.key}' → ${launchUrl.href}`);
console.log(`Open within 5 minutes: file://${file}`);
if (values.open) spawn(process.platform === "darwin" ? "open" : "xdg-open", [file], { stdio: "ignore", detached: true }).unref();
