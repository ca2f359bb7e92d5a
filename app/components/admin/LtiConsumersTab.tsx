import { RefreshCw } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { createConsumerInput, LTI_SETUP_TYPES, LTI_VERSIONS, normalizeConsumerKey, type CreateConsumerInput, type LtiSetupType } from "#shared/lti";
import { CatalogErrors, describedBy, downloadFile, ErrorAlert, Field, NativeSelect, SuccessAlert, Textarea, useCatalog, type AdminError } from "./shared";

type Details = {
  connectionURL: string;
  key: string;
  security: string;
  customParameters: { classKey: string; level: LtiSetupType; contentId: string };
  description: string;
  lti13?: { loginUrl: string; launchUrl: string; jwksUrl: string; deepLinkingUrl: string } | null;
};

const PLATFORM_FIELDS = ["issuer", "clientId", "deploymentIds", "authLoginUrl", "tokenUrl", "jwksUrl"] as const;
type PlatformField = (typeof PLATFORM_FIELDS)[number];

type Form = {
  name: string;
  key: string;
  version: string;
  classId: string;
  membershipId: string;
  setupType: string;
  productId: string;
  frameOrigins: string;
} & Record<PlatformField, string>;
const EMPTY: Form = {
  name: "",
  key: "",
  version: "LTI-1p0",
  classId: "",
  membershipId: "",
  setupType: "",
  productId: "",
  frameOrigins: "",
  issuer: "",
  clientId: "",
  deploymentIds: "",
  authLoginUrl: "",
  tokenUrl: "",
  jwksUrl: "",
};

const toInput = (f: Form): CreateConsumerInput => ({
  consumerName: f.name,
  consumerKey: f.key,
  ltiVersion: f.version as CreateConsumerInput["ltiVersion"],
  ltiType: f.setupType as CreateConsumerInput["ltiType"],
  classSelected: f.classId ? Number(f.classId) : 0,
  membership: f.membershipId ? Number(f.membershipId) : 0,
  productId: f.productId.trim() ? Number(f.productId) : null,
  frameOrigins: f.frameOrigins,
  ...(f.version === "1.3"
    ? { issuer: f.issuer, clientId: f.clientId, deploymentIds: f.deploymentIds, authLoginUrl: f.authLoginUrl, tokenUrl: f.tokenUrl, jwksUrl: f.jwksUrl }
    : {}),
});

/** LTI-030: the text file a school's administrator keeps (the secret only when it was just generated). */
export function connectionDetailsText(name: string, d: Details): string {
  if (d.lti13) {
    // LTI 1.3: the tool's URLs for the platform's registration; no shared secret (each side signs with its keys).
    return [
      `BioText LTI 1.3 connection details: ${name}`,
      "",
      `loginURL (OIDC login initiation): ${d.lti13.loginUrl}`,
      `launchURL (target link URI and redirect URI): ${d.lti13.launchUrl}`,
      `deepLinkingURL: ${d.lti13.deepLinkingUrl}`,
      `publicKeysetURL (JWKS): ${d.lti13.jwksUrl}`,
      `key: ${d.key}`,
      "customParameters:",
      `  classKey=${d.customParameters.classKey}`,
      `  level=${d.customParameters.level}`,
      `description: ${d.description}`,
      "",
    ].join("\n");
  }
  return [
    `BioText LTI 1.1 connection details: ${name}`,
    "",
    `connectionURL: ${d.connectionURL}`,
    `key: ${d.key}`,
    `security: ${d.security}`,
    "customParameters:",
    `  classKey=${d.customParameters.classKey}`,
    `  level=${d.customParameters.level}`,
    `  contentId=${d.customParameters.contentId}`,
    `description: ${d.description}`,
    "",
  ].join("\n");
}

function DetailsPanel({ name, details }: { name: string; details: Details }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-md border p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t("lti.consumers.detailsTitle")}: {name}
      </h3>
      {details.lti13 ? (
        <p className="text-sm">{t("lti.consumers.noSecret13")}</p>
      ) : (
        <p className="text-sm font-medium text-destructive">{t("lti.consumers.copySecretNow")}</p>
      )}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {details.lti13 ? (
          <>
            <dt className="font-medium">{t("lti.consumers.loginUrl")}</dt>
            <dd className="font-mono break-all" data-testid="lti13-login-url">
              {details.lti13.loginUrl}
            </dd>
            <dt className="font-medium">{t("lti.consumers.connectionURL")}</dt>
            <dd className="font-mono break-all">{details.lti13.launchUrl}</dd>
            <dt className="font-medium">{t("lti.consumers.deepLinkingUrl")}</dt>
            <dd className="font-mono break-all">{details.lti13.deepLinkingUrl}</dd>
            <dt className="font-medium">{t("lti.consumers.toolJwksUrl")}</dt>
            <dd className="font-mono break-all">{details.lti13.jwksUrl}</dd>
          </>
        ) : (
          <>
            <dt className="font-medium">{t("lti.consumers.connectionURL")}</dt>
            <dd className="font-mono break-all">{details.connectionURL}</dd>
          </>
        )}
        <dt className="font-medium">{t("lti.consumers.key")}</dt>
        <dd className="font-mono break-all">{details.key}</dd>
        {details.lti13 ? null : (
          <>
            <dt className="font-medium">{t("lti.consumers.security")}</dt>
            <dd className="font-mono break-all" data-testid="lti-secret">
              {details.security}
            </dd>
          </>
        )}
        <dt className="font-medium">{t("lti.consumers.customParameters")}</dt>
        <dd className="font-mono whitespace-pre">
          {`classKey=${details.customParameters.classKey}\nlevel=${details.customParameters.level}\ncontentId=${details.customParameters.contentId}`}
        </dd>
        <dt className="font-medium">{t("lti.consumers.description")}</dt>
        <dd>{details.description}</dd>
      </dl>
      <Button
        type="button"
        variant="outline"
        onClick={() => downloadFile("connectionDetails.txt", connectionDetailsText(name, details), "text/plain;charset=utf-8")}
      >
        {t("lti.consumers.download")}
      </Button>
    </section>
  );
}

/** ADM-032, LTI-019 … LTI-030: the consumers, the form with its confirmation, the details and their download. */
export function LtiConsumersTab() {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const list = trpc.lti.listConsumers.useQuery(undefined, { retry: 1 });
  const [shown, setShown] = useState<{ name: string; details: Details; message: string } | null>(null);
  const [rotating, setRotating] = useState<{ id: number; name: string } | null>(null);
  const rotate = trpc.lti.rotateSecret.useMutation({
    onSuccess: (answer) => {
      const name = rotating?.name ?? "";
      setShown({ name, details: answer.consumerDetails, message: t("lti.consumers.rotated", { name }) });
      setRotating(null);
      void utils.lti.listConsumers.invalidate();
    },
  });

  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-sm text-muted-foreground">{t("lti.consumers.intro")}</p>
      {list.isError ? <ErrorAlert>{t("lti.consumers.listFailed")}</ErrorAlert> : null}
      {list.isLoading ? <Spinner label={t("lti.consumers.loading")} /> : null}
      {list.data && list.data.length === 0 ? <p className="text-sm">{t("lti.consumers.none")}</p> : null}
      {list.data && list.data.length > 0 ? (
        <Table>
          <TableCaption className="mt-0 mb-2 caption-top text-left">{t("lti.consumers.listCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t("lti.consumers.name")}</TableHead>
              <TableHead>{t("lti.consumers.key")}</TableHead>
              <TableHead>{t("lti.consumers.secretMasked")}</TableHead>
              <TableHead>{t("lti.consumers.type")}</TableHead>
              <TableHead>{t("lti.consumers.class")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("lti.consumers.actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium">{c.name}</TableCell>
                <TableCell className="font-mono text-xs">{c.key}</TableCell>
                <TableCell className="font-mono text-xs">{c.version === "1.3" ? t("lti.consumers.noSecretShort") : c.secret}</TableCell>
                <TableCell>
                  {c.type === "chapter" ? t("lti.consumers.advanced") : t("lti.consumers.basic")} ({c.version})
                </TableCell>
                <TableCell>{c.className}</TableCell>
                <TableCell className="text-right">
                  {c.version === "1.3" ? null : (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        rotate.reset();
                        setRotating({ id: c.id, name: c.name });
                      }}
                    >
                      <RefreshCw aria-hidden="true" />
                      <span className="sr-only">{`${t("lti.consumers.rotate")}: ${c.name}`}</span>
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}

      {shown ? (
        <div className="space-y-4">
          <SuccessAlert>{shown.message}</SuccessAlert>
          <DetailsPanel name={shown.name} details={shown.details} />
        </div>
      ) : null}

      <ToolKeys />

      <ConsumerForm
        onCreated={(name, details) => {
          setShown({ name, details, message: t("lti.consumers.created") });
          void utils.lti.listConsumers.invalidate();
        }}
      />

      <Dialog open={!!rotating} onOpenChange={(open) => !open && setRotating(null)}>
        <DialogContent closeLabel={t("lti.consumers.cancel")}>
          <DialogHeader>
            <DialogTitle>{t("lti.consumers.rotateTitle", { name: rotating?.name })}</DialogTitle>
            <DialogDescription>{t("lti.consumers.rotateText")}</DialogDescription>
          </DialogHeader>
          {rotate.isError ? <ErrorAlert>{t("lti.consumers.exception")}</ErrorAlert> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setRotating(null)}>
              {t("lti.consumers.cancel")}
            </Button>
            <Button type="button" disabled={rotate.isPending} onClick={() => rotating && rotate.mutate({ id: rotating.id })}>
              {rotate.isPending ? <Spinner label={t("lti.consumers.creating")} /> : null}
              {t("lti.consumers.rotate")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ConsumerForm({ onCreated }: { onCreated: (name: string, details: Details) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const catalog = useCatalog();
  const create = trpc.lti.createConsumer.useMutation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CreateConsumerInput | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = createConsumerInput.safeParse(toInput(form));
    if (!parsed.success) {
      // LTI-020: 'Ensure all fields are completed' (or the portal-origin format).
      const originIssue = parsed.error.issues.find((i) => i.path[0] === "frameOrigins");
      const productIssue = parsed.error.issues.find((i) => i.path[0] === "productId");
      const platformIssue = parsed.error.issues.find((i) => PLATFORM_FIELDS.includes(i.path[0] as PlatformField));
      setProblem(
        platformIssue && parsed.error.issues.every((i) => PLATFORM_FIELDS.includes(i.path[0] as PlatformField))
          ? t("lti.consumers.platformRequired")
          : originIssue && parsed.error.issues.length === 1
          ? t("lti.consumers.frameOriginsHint")
          : productIssue && parsed.error.issues.length === 1
          ? t("lti.consumers.productHint")
          : t("lti.consumers.required"),
      );
      return;
    }
    setProblem(null);
    setConfirming(toInput(form)); // LTI-026: confirm first
  }

  function onConfirm() {
    if (!confirming) return;
    const name = confirming.consumerName.trim();
    create.mutate(confirming, {
      onSuccess: (answer) => {
        setConfirming(null);
        if (answer.success) {
          setForm(EMPTY);
          onCreated(name, answer.consumerDetails);
        } else {
          setFailure(t("lti.consumers.retry", { message: answer.errorMsg })); // LTI-029: errorMsg + ' Please Retry'
        }
      },
      onError: (err: AdminError) => {
        setConfirming(null);
        setFailure(err.data?.httpStatus === 400 ? t("lti.consumers.required") : t("lti.consumers.exception"));
      },
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-2xl space-y-4">
      <h3 id={`${id}-heading`} className="text-xl font-semibold">
        {t("lti.consumers.submit")}
      </h3>
      <CatalogErrors errors={catalog.errors} />
      {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={t("lti.consumers.name")} required>
          <Input id={`${id}-name`} value={form.name} maxLength={200} onChange={(e) => set("name", e.target.value)} />
        </Field>
        <Field id={`${id}-key`} label={t("lti.consumers.key")} required>
          {/* LTI-021: whitespace becomes '.' as it is typed. */}
          <Input id={`${id}-key`} value={form.key} maxLength={200} autoComplete="off" onChange={(e) => set("key", normalizeConsumerKey(e.target.value))} />
        </Field>
        {form.version === "1.3" ? null : (
          <Field id={`${id}-secret`} label={t("lti.consumers.secret")} hint={t("lti.consumers.secretHint")}>
            <Input
              id={`${id}-secret`}
              readOnly
              value={t("lti.consumers.secretGenerated")}
              className="text-muted-foreground"
              {...describedBy(`${id}-secret`, { hint: true })}
            />
          </Field>
        )}
        <Field id={`${id}-version`} label={t("lti.consumers.version")} required>
          <NativeSelect id={`${id}-version`} value={form.version} onChange={(e) => set("version", e.target.value)}>
            {LTI_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {form.version === "1.3" ? (
          <fieldset className="grid gap-4 rounded-md border p-4 sm:col-span-2 sm:grid-cols-2" data-testid="lti13-platform">
            <legend className="px-1 text-sm font-semibold">{t("lti.consumers.platformLegend")}</legend>
            <p className="text-sm text-muted-foreground sm:col-span-2">{t("lti.consumers.platformHint")}</p>
            {PLATFORM_FIELDS.map((name) => (
              <Field key={name} id={`${id}-${name}`} label={t(`lti.consumers.${name}`)} required>
                <Input
                  id={`${id}-${name}`}
                  value={form[name]}
                  maxLength={2000}
                  autoComplete="off"
                  inputMode={name === "issuer" || name.endsWith("Url") ? "url" : undefined}
                  onChange={(e) => set(name, e.target.value)}
                />
              </Field>
            ))}
          </fieldset>
        ) : null}
        <Field id={`${id}-class`} label={t("lti.consumers.class")} required>
          <NativeSelect id={`${id}-class`} value={form.classId} onChange={(e) => set("classId", e.target.value)} disabled={catalog.loading}>
            <option value="">{t("lti.consumers.choose")}</option>
            {catalog.classes.map((c) => (
              <option key={c.schoolId} value={c.schoolId}>
                {c.schoolName}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-membership`} label={t("lti.consumers.membership")} required>
          <NativeSelect id={`${id}-membership`} value={form.membershipId} onChange={(e) => set("membershipId", e.target.value)} disabled={catalog.loading}>
            <option value="">{t("lti.consumers.choose")}</option>
            {catalog.memberships.map((m) => (
              <option key={m.membershipId} value={m.membershipId}>
                {m.membershipName} ({m.membershipKey})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-setup`} label={t("lti.consumers.setupType")} required>
          <NativeSelect id={`${id}-setup`} value={form.setupType} onChange={(e) => set("setupType", e.target.value)}>
            <option value="">{t("lti.consumers.choose")}</option>
            {LTI_SETUP_TYPES.map((s) => (
              <option key={s} value={s}>
                {s === "chapter" ? t("lti.consumers.advanced") : t("lti.consumers.basic")}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-product`} label={t("lti.consumers.product")} hint={t("lti.consumers.productHint")}>
          <Input
            id={`${id}-product`}
            inputMode="numeric"
            value={form.productId}
            maxLength={9}
            onChange={(e) => set("productId", e.target.value)}
            {...describedBy(`${id}-product`, { hint: true })}
          />
        </Field>
        <Field id={`${id}-origins`} label={t("lti.consumers.frameOrigins")} hint={t("lti.consumers.frameOriginsHint")} className="sm:col-span-2">
          <Textarea
            id={`${id}-origins`}
            rows={2}
            value={form.frameOrigins}
            maxLength={2000}
            onChange={(e) => set("frameOrigins", e.target.value)}
            {...describedBy(`${id}-origins`, { hint: true })}
          />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit">{t("lti.consumers.submit")}</Button>
        </div>
      </form>

      <Dialog open={!!confirming} onOpenChange={(open) => !open && !create.isPending && setConfirming(null)}>
        <DialogContent closeLabel={t("lti.consumers.cancel")}>
          <DialogHeader>
            <DialogTitle>{t("lti.consumers.confirmTitle")}</DialogTitle>
            <DialogDescription>
              {t("lti.consumers.confirmText", {
                name: confirming?.consumerName,
                key: confirming ? normalizeConsumerKey(confirming.consumerKey.trim()) : "",
                type: confirming?.ltiType === "chapter" ? t("lti.consumers.advanced") : t("lti.consumers.basic"),
                version: confirming?.ltiVersion,
              })}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)} disabled={create.isPending}>
              {t("lti.consumers.cancel")}
            </Button>
            <Button type="button" onClick={onConfirm} disabled={create.isPending}>
              {create.isPending ? <Spinner label={t("lti.consumers.creating")} /> : null}
              {t("lti.consumers.confirm")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

/** LTI 1.3: the tool's signing keys (published at /.well-known/jwks.json) and their rotation. */
function ToolKeys() {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const keys = trpc.lti.toolKeys.useQuery(undefined, { retry: 1 });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState(false);
  const rotate = trpc.lti.rotateToolKey.useMutation({
    onSuccess: () => {
      setConfirming(false);
      setDone(true);
      void utils.lti.toolKeys.invalidate();
    },
  });
  return (
    // Not a labelled region: its name ("…keys") would also answer the form's "Key" label.
    <div className="max-w-3xl space-y-3">
      <h3 id={`${id}-title`} className="text-xl font-semibold">
        {t("lti.consumers.toolKeysTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("lti.consumers.toolKeysIntro")}</p>
      {keys.isError ? <ErrorAlert>{t("lti.consumers.exception")}</ErrorAlert> : null}
      {keys.data ? (
        <ul className="list-inside list-disc font-mono text-xs" data-testid="lti-tool-keys">
          {keys.data.map((k) => (
            <li key={k.kid}>{k.kid}</li>
          ))}
        </ul>
      ) : null}
      {done ? <SuccessAlert>{t("lti.consumers.toolKeyRotated")}</SuccessAlert> : null}
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          rotate.reset();
          setDone(false);
          setConfirming(true);
        }}
      >
        {t("lti.consumers.rotateToolKey")}
      </Button>
      <Dialog open={confirming} onOpenChange={(open) => !open && !rotate.isPending && setConfirming(false)}>
        <DialogContent closeLabel={t("lti.consumers.cancel")}>
          <DialogHeader>
            <DialogTitle>{t("lti.consumers.rotateToolKeyTitle")}</DialogTitle>
            <DialogDescription>{t("lti.consumers.rotateToolKeyText")}</DialogDescription>
          </DialogHeader>
          {rotate.isError ? <ErrorAlert>{t("lti.consumers.exception")}</ErrorAlert> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={rotate.isPending}>
              {t("lti.consumers.cancel")}
            </Button>
            <Button type="button" disabled={rotate.isPending} onClick={() => rotate.mutate()}>
              {rotate.isPending ? <Spinner label={t("lti.consumers.creating")} /> : null}
              {t("lti.consumers.rotateToolKey")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
