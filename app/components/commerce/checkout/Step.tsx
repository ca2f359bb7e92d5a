import type { ReactNode } from "react";

/** One section of the checkout (CHK-004): its numbered header is a disclosure button, its panel hidden while closed. */
export function Step({
  n,
  title,
  open,
  onOpen,
  disabled,
  buttonRef,
  children,
}: {
  n: number;
  title: string;
  open: boolean;
  onOpen: () => void;
  disabled?: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  children: ReactNode;
}) {
  const panel = `checkout-section-${n}`;
  return (
    <section aria-labelledby={`${panel}-title`}>
      <h2 id={`${panel}-title`} className="text-lg font-semibold">
        <button
          ref={buttonRef}
          type="button"
          className="flex w-full items-center justify-between px-5 py-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
          aria-expanded={open}
          aria-controls={panel}
          onClick={onOpen}
          disabled={disabled && !open}
        >
          <span>
            {n + 1}. {title}
          </span>
          <span aria-hidden="true">{open ? "−" : "+"}</span>
        </button>
      </h2>
      <div id={panel} hidden={!open} className="px-5 pb-6">
        {children}
      </div>
    </section>
  );
}
