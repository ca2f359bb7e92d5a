import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { SSO_CALLBACK_PATH, SSO_ROLES, type SsoClaimRule, type SsoDomainRule, type SsoProviderView, type SsoRole } from "#shared/sso";
import { describedBy, ErrorAlert, errorData, Field, NativeSelect, SuccessAlert, Textarea, type AdminError } from "./shared";

/** A refusal's text: the server's message key (admin.sso.errors.*), else the first field error, else the message. */
function useSsoErrorText() {
  const { t } = useTranslation();
  return (error: AdminError) => {
    if (error.message.startsWith("admin.sso.errors.")) return t(error.message);
    const fields = errorData(error).fieldErrors ?? {};
    const first = Object.entries(fields).find(([, v]) => v?.length);
    return first ? `${first[0]}: ${first[1]![0]}` : error.message;
  };
}

const isRole = (v: string | undefined): v is SsoRole => (SSO_ROLES as readonly string[]).includes(v ?? "");

/** "domain role" per line. */
function parseDomains(text: string): { rules: SsoDomainRule[]; bad: string[] } {
  const rules: SsoDomainRule[] = [];
  const bad: string[] = [];
  for (const line of text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [domain, role = "student", ...rest] = line.split(/\s+/);
    if (rest.length || !isRole(role)) bad.push(line);
    else rules.push({ domain: domain.replace(/^@/, "").toLowerCase(), role });
  }
  return { rules, bad };
}

/** "claim value role" per line. */
function parseClaims(text: string): { rules: SsoClaimRule[]; bad: string[] } {
  const rules: SsoClaimRule[] = [];
  const bad: string[] = [];
  for (const line of text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    const [claim, value, role, ...rest] = line.split(/\s+/);
    if (rest.length || !value || !isRole(role)) bad.push(line);
    else rules.push({ claim, value, role });
  }
  return { rules, bad };
}

/**
 * Issue 47 (docs/sso.md): the schools' OpenID Connect providers — add, change, turn off, delete — and linking an
 * existing account to a provider without its password. The client secret is write-only.
 */
export function SsoProvidersTab() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const errorText = useSsoErrorText();
  const providers = trpc.sso.providers.useQuery();
  const [editing, setEditing] = useState<SsoProviderView | null>(null);
  const [deleting, setDeleting] = useState<SsoProviderView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = trpc.sso.deleteProvider.useMutation({
    onSuccess: () => {
      setDone(t("admin.sso.deleted"));
      setDeleting(null);
      setEditing(null);
      void utils.sso.providers.invalidate();
    },
  });
  // The site's origin is known in the browser only: the server renders the path, the first effect the full URI (the same
  // text on both sides while hydrating; reading window during render made React's text mismatch #418).
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const redirectUri = `${origin}${SSO_CALLBACK_PATH}`;

  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("admin.sso.intro")}</p>
      <dl className="max-w-3xl space-y-1 text-sm">
        <dt className="font-medium">{t("admin.sso.redirectUri")}</dt>
        <dd>
          <code className="break-all rounded bg-muted px-1.5 py-0.5" data-testid="sso-redirect-uri">
            {redirectUri}
          </code>
        </dd>
        <dd className="text-muted-foreground">{t("admin.sso.scopes")}</dd>
      </dl>
      <div aria-live="polite">{done ? <SuccessAlert>{done}</SuccessAlert> : null}</div>
      {providers.isLoading ? <Spinner label={t("admin.common.loading")} /> : null}
      {providers.isError ? <ErrorAlert>{errorText(providers.error)}</ErrorAlert> : null}
      {providers.data && providers.data.length === 0 ? <p className="text-sm">{t("admin.sso.none")}</p> : null}
      {providers.data && providers.data.length > 0 ? (
        <Table>
          <TableCaption className="mt-0 mb-2 caption-top text-left">{t("admin.sso.listCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("admin.sso.name")}</TableHead>
              <TableHead>{t("admin.sso.issuer")}</TableHead>
              <TableHead>{t("admin.sso.domains")}</TableHead>
              <TableHead>{t("admin.sso.linkedAccounts")}</TableHead>
              <TableHead>{t("admin.sso.status")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("admin.ip.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {providers.data.map((p) => (
              <TableRow key={p.id} data-state={editing?.id === p.id ? "selected" : undefined}>
                <TableCell className="font-medium whitespace-normal">
                  {p.name}
                  <span className="block font-mono text-xs text-muted-foreground">/login/sso/{p.slug}</span>
                </TableCell>
                <TableCell className="max-w-56 font-mono text-xs whitespace-normal break-all">{p.issuer}</TableCell>
                <TableCell className="whitespace-normal text-xs">
                  {p.domains.map((d) => `${d.domain} → ${d.role}`).join(", ")}
                  {p.claimRules.length ? (
                    <span className="block text-muted-foreground">{p.claimRules.map((r) => `${r.claim}=${r.value} → ${r.role}`).join(", ")}</span>
                  ) : null}
                </TableCell>
                <TableCell>{p.linkedAccounts}</TableCell>
                <TableCell>{p.enabled ? t("admin.sso.on") : t("admin.sso.off")}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t("admin.sso.edit", { name: p.name })}
                    onClick={() => {
                      setDone(null);
                      setEditing(p);
                    }}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t("admin.sso.delete", { name: p.name })}
                    onClick={() => {
                      remove.reset();
                      setDeleting(p);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}

      <ProviderForm
        key={editing?.id ?? "new"}
        provider={editing}
        onCancel={() => setEditing(null)}
        onSaved={(message) => {
          setDone(message);
          setEditing(null);
          void utils.sso.providers.invalidate();
        }}
      />

      {providers.data && providers.data.length > 0 ? <AdminLinkForm providers={providers.data} onLinked={setDone} /> : null}

      <Dialog open={!!deleting} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent closeLabel={t("admin.common.close")}>
          <DialogHeader>
            <DialogTitle>{t("admin.sso.confirmDeleteTitle", { name: deleting?.name })}</DialogTitle>
            <DialogDescription>{t("admin.sso.confirmDelete")}</DialogDescription>
          </DialogHeader>
          {remove.isError ? <ErrorAlert>{errorText(remove.error)}</ErrorAlert> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDeleting(null)}>
              {t("admin.common.cancel")}
            </Button>
            <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => deleting && remove.mutate({ id: deleting.id })}>
              {t("admin.sso.deleteConfirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ProviderForm({ provider, onSaved, onCancel }: { provider: SsoProviderView | null; onSaved: (message: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useSsoErrorText();
  const create = trpc.sso.createProvider.useMutation();
  const update = trpc.sso.updateProvider.useMutation();
  const saving = create.isPending || update.isPending;
  const [name, setName] = useState(provider?.name ?? "");
  const [slug, setSlug] = useState(provider?.slug ?? "");
  const [issuer, setIssuer] = useState(provider?.issuer ?? "");
  const [clientId, setClientId] = useState(provider?.clientId ?? "");
  const [clientSecret, setClientSecret] = useState("");
  const [domains, setDomains] = useState(provider ? provider.domains.map((d) => `${d.domain} ${d.role}`).join("\n") : "");
  const [claims, setClaims] = useState(provider ? provider.claimRules.map((r) => `${r.claim} ${r.value} ${r.role}`).join("\n") : "");
  const [createUnknown, setCreateUnknown] = useState(provider?.createUnknown ?? false);
  const [enabled, setEnabled] = useState(provider?.enabled ?? true);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const d = parseDomains(domains);
    const c = parseClaims(claims);
    const bad = [...d.bad, ...c.bad];
    if (bad.length) return setFailure(t("admin.sso.badLines", { lines: bad.join(" | ") }));
    const base = { name, slug, issuer, clientId, domains: d.rules, claimRules: c.rules, createUnknown, enabled };
    try {
      if (provider) await update.mutateAsync({ ...base, id: provider.id, clientSecret: clientSecret || undefined });
      else await create.mutateAsync({ ...base, clientSecret });
      onSaved(t(provider ? "admin.sso.saved" : "admin.sso.created"));
    } catch (err) {
      setFailure(errorText(err as AdminError));
    }
  }

  const field = (key: string) => `${id}-${key}`;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {provider ? t("admin.sso.edit", { name: provider.name }) : t("admin.sso.create")}
      </h3>
      <div aria-live="assertive">{failure ? <ErrorAlert>{failure}</ErrorAlert> : null}</div>
      <Field id={field("name")} label={t("admin.sso.name")} required>
        <Input id={field("name")} value={name} onChange={(e) => setName(e.target.value)} required />
      </Field>
      <Field id={field("slug")} label={t("admin.sso.slug")} hint={t("admin.sso.slugHint")} required>
        <Input id={field("slug")} value={slug} onChange={(e) => setSlug(e.target.value)} required {...describedBy(field("slug"), { hint: true })} />
      </Field>
      <Field id={field("issuer")} label={t("admin.sso.issuer")} hint={t("admin.sso.issuerHint")} required>
        <Input
          id={field("issuer")}
          type="url"
          value={issuer}
          onChange={(e) => setIssuer(e.target.value)}
          required
          {...describedBy(field("issuer"), { hint: true })}
        />
      </Field>
      <Field id={field("clientId")} label={t("admin.sso.clientId")} required>
        <Input id={field("clientId")} value={clientId} onChange={(e) => setClientId(e.target.value)} required autoComplete="off" />
      </Field>
      <Field
        id={field("secret")}
        label={provider ? t("admin.sso.clientSecretKeep", { hint: provider.secretHint }) : t("admin.sso.clientSecret")}
        required={!provider}
      >
        <Input id={field("secret")} type="password" value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} autoComplete="new-password" />
      </Field>
      <Field id={field("domains")} label={t("admin.sso.domains")} hint={t("admin.sso.domainsHint")} required>
        <Textarea
          id={field("domains")}
          value={domains}
          onChange={(e) => setDomains(e.target.value)}
          rows={3}
          {...describedBy(field("domains"), { hint: true })}
        />
      </Field>
      <Field id={field("claims")} label={t("admin.sso.claimRules")} hint={t("admin.sso.claimRulesHint")}>
        <Textarea id={field("claims")} value={claims} onChange={(e) => setClaims(e.target.value)} rows={2} {...describedBy(field("claims"), { hint: true })} />
      </Field>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={createUnknown} onChange={(e) => setCreateUnknown(e.target.checked)} />
        {t("admin.sso.createUnknown")}
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t("admin.sso.enabled")}
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner label={t("admin.common.saving")} /> : null}
          {provider ? t("admin.sso.save") : t("admin.sso.create")}
        </Button>
        {provider ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("admin.sso.cancelEdit")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function AdminLinkForm({ providers, onLinked }: { providers: SsoProviderView[]; onLinked: (message: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const errorText = useSsoErrorText();
  const [providerId, setProviderId] = useState(String(providers[0].id));
  const [email, setEmail] = useState("");
  const link = trpc.sso.adminLink.useMutation({
    onSuccess: () => {
      const name = providers.find((p) => String(p.id) === providerId)?.name ?? "";
      onLinked(t("admin.sso.linked", { name }));
      setEmail("");
      void utils.sso.providers.invalidate();
    },
  });
  return (
    <form
      className="max-w-2xl space-y-4 rounded-lg border p-4"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        link.mutate({ provider: Number(providerId), email });
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("admin.sso.linkTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("admin.sso.linkIntro")}</p>
      <div aria-live="assertive">{link.isError ? <ErrorAlert>{errorText(link.error)}</ErrorAlert> : null}</div>
      <Field id={`${id}-provider`} label={t("admin.sso.name")}>
        <NativeSelect id={`${id}-provider`} value={providerId} onChange={(e) => setProviderId(e.target.value)}>
          {providers.map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-email`} label={t("admin.sso.linkEmail")} required>
        <Input id={`${id}-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      </Field>
      <Button type="submit" disabled={link.isPending || !email.trim()}>
        {t("admin.sso.linkSubmit")}
      </Button>
    </form>
  );
}
