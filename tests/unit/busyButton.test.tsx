import type { MouseEvent, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../../app/components/ui/button";

/**
 * Issue 46 F3, F10, F12: a button that waits for its own action ('Save threshold', 'E-mail these students', 'Add to
 * Cart', 'Bookmark this module') says so (aria-busy, aria-disabled) and ignores clicks, but stays focusable: a
 * `disabled` button loses the focus, which falls to <body> (the e2e proofs: tests/e2e/keyboard.test.ts).
 */
describe("Button busy (issue 46 F3 F10 F12)", () => {
  it("issue 46 F3 F10 F12 a busy button is aria-busy and aria-disabled, never disabled: it keeps the focus", () => {
    const html = renderToString(
      <Button type="submit" busy>
        Save threshold
      </Button>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).not.toMatch(/\sdisabled=""/);
    const idle = renderToString(<Button type="submit">Save threshold</Button>);
    expect(idle).not.toContain("aria-busy");
    expect(idle).not.toContain("aria-disabled");
  });

  it("issue 46 F3 F10 F12 a busy button ignores its clicks and stops its form's submission; idle, it calls its handler", () => {
    const onClick = vi.fn();
    const click = (busy: boolean) => {
      const event = { preventDefault: vi.fn() } as unknown as MouseEvent<HTMLButtonElement>;
      const element = Button({ type: "submit", busy, onClick, children: "Add to Cart" }) as ReactElement<{
        onClick: (e: MouseEvent<HTMLButtonElement>) => void;
      }>;
      element.props.onClick(event);
      return event.preventDefault as ReturnType<typeof vi.fn>;
    };
    expect(click(true)).toHaveBeenCalledOnce();
    expect(onClick).not.toHaveBeenCalled();
    expect(click(false)).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
