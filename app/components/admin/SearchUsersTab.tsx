import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Spinner } from "~/components/ui/spinner";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { trpc } from "~/lib/trpc";
import { ErrorAlert, Field, useErrorText } from "./shared";
import { UserRecord } from "./UserRecord";

/** ADM-014 … ADM-022: find accounts by a term, open one, edit it, write notes, send a reset e-mail. */
export function SearchUsersTab() {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useErrorText();
  const [term, setTerm] = useState("");
  const [query, setQuery] = useState<{ term: string; page: number } | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const results = trpc.admin.searchUsers.useQuery(query ?? { term: "", page: 1 }, { enabled: !!query, placeholderData: (prev) => prev });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!term.trim()) return;
    setQuery({ term: term.trim(), page: 1 });
    setOpenId(null);
  }

  const data = query ? results.data : undefined;
  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} role="search" className="flex max-w-2xl flex-wrap items-end gap-3">
        <Field id={`${id}-term`} label={t("admin.search.term")} hint={t("admin.search.termHint")} className="min-w-64 flex-1">
          <Input id={`${id}-term`} type="search" value={term} onChange={(e) => setTerm(e.target.value)} maxLength={100} aria-describedby={`${id}-term-hint`} />
        </Field>
        <Button type="submit" disabled={results.isFetching && !!query} className="mb-5">
          {results.isFetching && query ? <Spinner label={t("admin.search.searching")} /> : <Search aria-hidden="true" />}
          {t("admin.search.submit")}
        </Button>
      </form>
      {results.isError && query ? <ErrorAlert>{t("admin.search.failed", { message: errorText(results.error) })}</ErrorAlert> : null}
      {data && data.users.length === 0 ? <p role="status">{t("admin.search.noResults")}</p> : null}
      {data && data.users.length > 0 ? (
        <div className="space-y-2">
          <Table>
            <TableCaption className="mt-0 mb-2 caption-top text-left">{t("admin.search.resultsCaption", { count: data.totalDocs })}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t("admin.search.id")}</TableHead>
                <TableHead>{t("admin.search.name")}</TableHead>
                <TableHead>{t("admin.search.email")}</TableHead>
                <TableHead>{t("admin.search.username")}</TableHead>
                <TableHead>{t("admin.search.role")}</TableHead>
                <TableHead>
                  <span className="sr-only">{t("admin.search.open")}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.users.map((u) => (
                <TableRow key={u.ID} data-state={openId === u.ID ? "selected" : undefined}>
                  <TableCell className="tabular-nums">{u.ID}</TableCell>
                  <TableCell>{u.Name}</TableCell>
                  <TableCell>{u.Email}</TableCell>
                  <TableCell>{u.UserName}</TableCell>
                  <TableCell>{t(`admin.common.roles.${u.Role}`)}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      onClick={() => setOpenId(u.ID)}
                      aria-label={t("admin.search.openUser", { name: u.Name || u.Email })}
                    >
                      {t("admin.search.open")}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.totalPages > 1 ? (
            <nav className="flex items-center gap-3 text-sm" aria-label={t("admin.search.resultsCaption", { count: data.totalDocs })}>
              <Button type="button" size="sm" variant="outline" disabled={data.page <= 1} onClick={() => setQuery((q) => q && { ...q, page: q.page - 1 })}>
                {t("admin.search.previous")}
              </Button>
              <span>{t("admin.search.page", { page: data.page, pages: data.totalPages })}</span>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={data.page >= data.totalPages}
                onClick={() => setQuery((q) => q && { ...q, page: q.page + 1 })}
              >
                {t("admin.search.next")}
              </Button>
            </nav>
          ) : null}
        </div>
      ) : null}
      {openId !== null ? <UserRecord key={openId} userId={openId} /> : null}
    </div>
  );
}
