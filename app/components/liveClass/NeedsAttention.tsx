import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { domainErrorData } from "#shared/errors";
import { formatQuizDate } from "#shared/quizzes";

/** Issue 28 item 2: the Live Class tab's "Needs attention": the students, their reasons, the threshold and one-click e-mail. */
export function NeedsAttention({ classId }: { classId: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "fr" ? "fr" : "en";
  const utils = trpc.useUtils();
  const list = trpc.liveClass.needsAttention.useQuery({ classId });
  const [threshold, setThreshold] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (list.data) setThreshold(String(list.data.threshold));
  }, [list.data]);
  const save = trpc.liveClass.setAttentionThreshold.useMutation({
    onSuccess: (r) => {
      setMessage({ ok: true, text: t("live.attention.saved", { threshold: r.threshold }) });
      void utils.liveClass.needsAttention.invalidate({ classId });
    },
    onError: () => setMessage({ ok: false, text: t("live.attention.error") }),
  });
  const email = trpc.liveClass.emailNeedsAttention.useMutation({
    onSuccess: (r) =>
      setMessage({ ok: true, text: `${t("live.attention.sent", { count: r.sent.length })} ${t("live.attention.skipped", { count: r.skipped.length })}` }),
    onError: (err) => setMessage({ ok: false, text: t(domainErrorData(err)?.kind === "RateLimited" ? "live.attention.rateLimited" : "live.attention.error") }),
  });
  return (
    <section aria-labelledby="live-attention-title" className="space-y-3" data-testid="needs-attention">
      <h3 id="live-attention-title" className="text-lg font-semibold">
        {t("live.attention.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("live.attention.intro")}</p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setMessage(null);
          save.mutate({ classId, threshold: Number(threshold) });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="attention-threshold" className="text-sm font-medium">
            {t("live.attention.threshold")}
          </label>
          <Input
            id="attention-threshold"
            type="number"
            min={0}
            max={100}
            step={1}
            required
            className="w-28"
            value={threshold}
            onChange={(e) => setThreshold(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" busy={save.isPending}>
          {t("live.attention.save")}
        </Button>
      </form>
      {list.isLoading ? <Spinner label={t("live.loading")} /> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t("live.error")}
        </p>
      ) : null}
      {list.data ? (
        list.data.students.length ? (
          <>
            <Table data-testid="attention-table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">{t("live.attention.student")}</TableHead>
                  <TableHead scope="col">{t("live.attention.reasons")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.students.map((s) => (
                  <TableRow key={s.userId} data-testid={`attention-${s.userId}`}>
                    <TableHead scope="row" className="align-top font-normal">
                      {s.name}
                    </TableHead>
                    <TableCell>
                      <ul className="list-disc space-y-1 pl-4">
                        {s.reasons.map((r, i) => (
                          <li key={i}>
                            {r.kind === "lowGrade"
                              ? t("live.attention.lowGrade", { average: r.average, threshold: r.threshold })
                              : t(`live.attention.${r.kind}`, { module: r.moduleTitle, unit: r.unitTitle, date: formatQuizDate(r.date, lang) })}
                          </li>
                        ))}
                      </ul>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Button
              type="button"
              busy={email.isPending}
              onClick={() => {
                setMessage(null);
                email.mutate({ classId, userIds: list.data.students.map((s) => s.userId) });
              }}
            >
              {t("live.attention.email")}
            </Button>
          </>
        ) : (
          <p className="text-sm">{t("live.attention.none")}</p>
        )
      ) : null}
      {message ? (
        <p role={message.ok ? "status" : "alert"} className={message.ok ? "text-sm" : "text-sm text-destructive"}>
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
