import { useId } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { ErrorAlert, formatDate, formatTime } from "./shared";

/** LTI-017, ADM-016: a student's grade passback attempts (date, type, result, the portal's answer, the LMS link); scrolls at 300 px. */
export function LtiSyncLog({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const log = trpc.lti.syncLog.useQuery({ userId });
  return (
    <div className="space-y-2">
      <h4 id={`${id}-title`} className="font-semibold">
        {t("lti.syncLog.title")}
      </h4>
      {log.isLoading ? <Spinner label={t("lti.syncLog.loading")} /> : null}
      {log.isError ? <ErrorAlert>{t("lti.syncLog.failed")}</ErrorAlert> : null}
      {log.data && log.data.length === 0 ? <p className="text-sm text-muted-foreground">{t("lti.syncLog.none")}</p> : null}
      {log.data && log.data.length > 0 ? (
        <div
          role="region"
          aria-labelledby={`${id}-title`}
          tabIndex={0}
          className="max-h-[300px] overflow-y-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
          data-testid="lti-sync-log"
        >
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{t("lti.syncLog.date")}</TableHead>
                <TableHead>{t("lti.syncLog.syncType")}</TableHead>
                <TableHead>{t("lti.syncLog.result")}</TableHead>
                <TableHead>{t("lti.syncLog.lmsContentName")}</TableHead>
                <TableHead>{t("lti.syncLog.syncResults")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.map((entry, i) => (
                <TableRow key={`${entry.date}-${i}`}>
                  <TableCell className="align-top whitespace-nowrap">
                    <time dateTime={entry.date}>{formatDate(entry.date, i18n.language)}</time>{" "}
                    <span className="text-muted-foreground">{formatTime(entry.date, i18n.language)}</span>
                  </TableCell>
                  <TableCell className="align-top">{t(`lti.syncLog.types.${entry.syncType}`)}</TableCell>
                  <TableCell className="align-top">{t(`lti.syncLog.results.${entry.result}`)}</TableCell>
                  <TableCell className="align-top">{entry.lmsContentName}</TableCell>
                  <TableCell className="max-w-80 align-top font-mono text-xs break-words whitespace-pre-wrap">{entry.syncResults}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}
