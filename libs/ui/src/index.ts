/**
 * Encore's design system. This entry holds what nearly every screen needs; the popper-based and
 * heavier components have their own entry points, each shared as a Module Federation singleton:
 * `@encore/ui/dropdown-menu`, `@encore/ui/select`, `@encore/ui/tabs`, `@encore/ui/tooltip`.
 * The pieces the setlist and repertoire screens share have entry points too, bundled into each
 * remote that uses them: `@encore/ui/confirm-delete-dialog`, `@encore/ui/detail-page`,
 * `@encore/ui/export`, `@encore/ui/item-card`, `@encore/ui/share-dialog`, `@encore/ui/shared-page`.
 * The remotes' tests share `@encore/ui/testing`.
 */
export { Badge, type BadgeProps, badgeVariants } from "./components/badge.tsx";
export { Button, type ButtonProps, buttonVariants } from "./components/button.tsx";
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./components/card.tsx";
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from "./components/dialog.tsx";
export { fieldClasses, Input } from "./components/input.tsx";
export { Label } from "./components/label.tsx";
export { LoadingState, MessageState } from "./components/screen-state.tsx";
export { SegmentedControl, type SegmentedControlProps } from "./components/segmented-control.tsx";
export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "./components/sheet.tsx";
export { Spinner, type SpinnerProps } from "./components/spinner.tsx";
export { Textarea } from "./components/textarea.tsx";
export { MOBILE_BREAKPOINT_PX, useIsMobile } from "./hooks/use-is-mobile.ts";
export { cn } from "./lib/cn.ts";
export {
  DEFAULT_THEME,
  type ResolvedTheme,
  readStoredTheme,
  THEME_STORAGE_KEY,
  type Theme,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from "./theme/theme-provider.tsx";
export {
  dismissToast,
  resetToasts,
  type ShownToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastVariant,
  toast,
  useToasts,
} from "./toast/toast-store.ts";
export { Toaster } from "./toast/toaster.tsx";
