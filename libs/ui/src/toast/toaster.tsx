import { cva } from "class-variance-authority";
import { CircleAlertIcon, CircleCheckIcon, XIcon } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cn } from "../lib/cn.ts";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "./toast-store.ts";

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-2xl data-[state=open]:animate-pop-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity",
  {
    variants: {
      variant: {
        default: "border-border bg-surface-raised text-foreground",
        success: "border-success/40 bg-surface-raised text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

/** Renders the toast store with Radix Toast: one toast at a time, 5 s each (spec §9). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = "default", action, duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(toastVariants({ variant }))}
        >
          {variant === "destructive" ? (
            <CircleAlertIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : variant === "success" ? (
            <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          ) : null}
          <div className="grid min-w-0 flex-1 gap-1">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
            {action ? (
              <ToastPrimitive.Action
                altText={action.altText ?? action.label}
                onClick={action.onClick}
                className="mt-2 inline-flex h-8 w-fit items-center rounded-md border border-current/40 px-3 text-sm font-semibold hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <XIcon className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none sm:max-w-[420px] max-md:bottom-16" />
    </ToastPrimitive.Provider>
  );
}
