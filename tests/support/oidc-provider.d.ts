/** oidc-provider 9 ships no type declarations; the part tests/support/oidcProvider.ts uses. */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };
  type GrantClass = { new (init: { clientId: string; accountId?: string }): Grant; find(id: string): Promise<Grant | undefined> };
  type OidcContext = {
    provider: { Grant: GrantClass };
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
  type KoaContext = { path: string; status: number; body: unknown; oidc: OidcContext };
  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Configuration = {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    claims: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, unknown>;
    pkce?: { required: () => boolean };
    findAccount(ctx: KoaContext, id: string): Promise<Account | undefined>;
    loadExistingGrant(ctx: KoaContext): Promise<Grant | undefined>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
