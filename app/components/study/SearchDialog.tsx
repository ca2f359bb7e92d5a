import { Link } from "@remix-run/react";
import { Search } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { trpc } from "~/lib/trpc";
import { lessonLink, searchableTerm, SEARCH_MAX_LENGTH, type SnippetPart } from "#shared/study";

/** A result's preview: plain-text parts, hits in <mark>; React escapes every part (SRCH-007). */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      {parts.map((p, i) =>
        p.match ? (
          <mark key={i} className="rounded bg-yellow-200 px-0.5 text-foreground">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </p>
  );
}

/** SRCH-001…SRCH-009: the header's content search modal. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState<{ term: string; page: number } | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const search = trpc.study.search.useQuery(query ?? { term: "", page: 1 }, { enabled: query != null, staleTime: 30_000, retry: false });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!searchableTerm(draft)) {
      setTooShort(true);
      setQuery(null);
      inputRef.current?.focus();
      return;
    }
    setTooShort(false);
    setQuery({ term: draft.trim(), page: 1 });
  };
  const data = query ? search.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const goPage = (page: number) => query && setQuery({ ...query, page });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} className="sm:max-w-2xl" data-testid="search-dialog">
        <DialogHeader>
          <DialogTitle>{t("study.search.title")}</DialogTitle>
          <DialogDescription>{t("study.search.description")}</DialogDescription>
        </DialogHeader>
        <form role="search" onSubmit={submit} className="flex items-end gap-2" noValidate>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={`${id}-term`}>{t("study.search.label")}</Label>
            <Input
              ref={inputRef}
              id={`${id}-term`}
              name="term"
              type="search"
              value={draft}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? `${id}-short` : undefined}
              autoComplete="off"
            />
          </div>
          <Button type="submit">
            <Search aria-hidden="true" /> {t("study.search.button")}
          </Button>
        </form>
        {tooShort ? (
          <p id={`${id}-short`} role="alert" className="text-sm text-destructive">
            {t("study.search.tooShort")}
          </p>
        ) : null}
        {query && search.isFetching ? <Spinner label={t("study.search.searching")} className="mx-auto" iconClassName="size-8" /> : null}
        {query && search.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("study.search.error")}
          </p>
        ) : null}
        {data && !search.isFetching ? (
          data.results.length === 0 ? (
            <p role="status" className="py-4 text-center font-medium" data-testid="search-empty">
              {t("study.search.noResults")}
            </p>
          ) : (
            <div>
              <p role="status" className="text-sm text-muted-foreground">
                {data.more ? t("study.search.countMore", { count: data.total }) : t("study.search.count", { count: data.total })}
                {data.corrected ? ` — ${t("study.search.corrected")}` : ""}
              </p>
              <ul className="mt-2 max-h-[400px] space-y-3 overflow-y-auto pr-1" data-testid="search-results">
                {data.results.map((r) => (
                  <li key={r.lessonId} className="rounded-md border p-3">
                    <p className="text-xs text-muted-foreground">
                      {r.unitTitle} › {r.chapterTitle} › {r.moduleTitle}
                    </p>
                    <p className="font-medium">{r.lessonTitle}</p>
                    <Snippet parts={r.snippet} />
                    <Button asChild size="sm" className="mt-2">
                      <Link to={lessonLink(r)} onClick={() => onOpenChange(false)} aria-label={t("study.search.goToLessonNamed", { title: r.lessonTitle })}>
                        {t("study.search.goToLesson")}
                      </Link>
                    </Button>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label={t("study.search.pagination")} className="mt-3 flex items-center justify-between gap-2">
                  <Button type="button" variant="outline" size="sm" disabled={data.page <= 1} onClick={() => goPage(data.page - 1)}>
                    {t("study.search.previous")}
                  </Button>
                  <span className="text-sm">{t("study.search.page", { page: data.page, pages })}</span>
                  <Button type="button" variant="outline" size="sm" disabled={data.page >= pages} onClick={() => goPage(data.page + 1)}>
                    {t("study.search.next")}
                  </Button>
                </nav>
              ) : null}
            </div>
          )
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
