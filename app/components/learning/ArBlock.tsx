import { Link } from "@remix-run/react";
import { QRCodeSVG } from "qrcode.react";
import { useTranslation } from "~/i18n/useTranslation";

/** LRN-026, LRN-028: 'Scan to Experience AR' with a 128-px QR code that opens the AR page (/ar/{lessonId}) on a phone. */
export function ArBlock({ url, path, name }: { url: string; path: string; name: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ar-title" className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:items-center" data-testid="ar-block">
      <QRCodeSVG
        value={url}
        size={128}
        role="img"
        aria-label={t("learning.lesson.arCode", { name })}
        className="shrink-0 rounded bg-white p-1"
        marginSize={1}
      />
      <div className="space-y-1">
        <h3 id="ar-title" className="text-lg font-semibold">
          {t("learning.lesson.arTitle")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("learning.lesson.arHelp", { name })}</p>
        <Link to={path} className="text-sm font-medium text-primary underline underline-offset-4">
          {t("learning.lesson.arOpen")}
        </Link>
      </div>
    </section>
  );
}
