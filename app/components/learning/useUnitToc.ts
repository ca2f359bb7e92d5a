import { useCallback, useRef, useState } from "react";
import { loadTrpcClient } from "~/lib/trpcClient";
import type { TocData } from "./TableOfContents";

type State = { unitId: number; toc: TocData } | { unitId: number; failed: true } | { unitId: number; loading: true } | null;

/**
 * The module page's table of contents (LRN-051), fetched when the drawer is about to open instead of riding in every
 * module page (issue 25: the whole unit's chapters, modules and lessons were ≈ 70 % of the page's data, ≈ 15 KB of
 * each render and download, for a drawer most visits never open). `textbook.unitContents` answers it from the content
 * read model, in the session's language and under its LTI lock, as the page's loader did. `load()` (the same function
 * for a unit) is called on the opener's hover, focus and press, and when the drawer opens; it fetches only when the
 * unit's contents are neither here nor on their way, so a failed fetch is tried again by the next call.
 */
export function useUnitToc(unitId: number | null) {
  const [state, setState] = useState<State>(null);
  const latest = useRef<State>(null);
  latest.current = state;
  const load = useCallback(() => {
    const now = latest.current;
    if (unitId == null || (now && now.unitId === unitId && !("failed" in now))) return;
    const loading = { unitId, loading: true as const };
    latest.current = loading;
    setState(loading);
    loadTrpcClient()
      .then((client) => client.textbook.unitContents.query({ unitId }))
      .then(
        (toc) => setState((s) => (s === loading ? { unitId, toc } : s)),
        () => setState((s) => (s === loading ? { unitId, failed: true } : s)),
      );
  }, [unitId]);
  // Another unit's module (a client-side navigation keeps this page mounted): the other unit's state is not this
  // unit's, whose contents are fetched when asked for.
  const current = state && state.unitId === unitId ? state : null;
  return { toc: current && "toc" in current ? current.toc : null, failed: current != null && "failed" in current, load };
}
