import crypto from "node:crypto";
import OAuth from "oauth-1.0a";

/**
 * The form fields of an LTI 1.1 launch of the resource link `link` by learner `userId`, signed with the
 * consumer's key and secret (OAuth 1.0a, HMAC-SHA1) for POST https://tool.test/lti/launch; `extra` adds fields.
 */
export function signedLtiLaunch(
  consumer: { key: string; secret: string },
  link: { id: string; title: string },
  userId: string,
  extra: Record<string, string>,
): [string, string][] {
  const oauth = new OAuth({
    consumer: { key: consumer.key, secret: consumer.secret },
    signature_method: "HMAC-SHA1",
    hash_function: (base, key) => crypto.createHmac("sha1", key).update(base).digest("base64"),
  });
  const params = {
    lti_message_type: "basic-lti-launch-request",
    lti_version: "LTI-1p0",
    resource_link_id: link.id,
    resource_link_title: link.title,
    user_id: userId,
    roles: "Learner",
    ...extra,
  };
  const auth = oauth.authorize({ url: "https://tool.test/lti/launch", method: "POST", data: { ...params } });
  return [...Object.entries(params), ...Object.entries(auth).filter(([k]) => k.startsWith("oauth_"))].map(([k, v]) => [k, String(v)]);
}
