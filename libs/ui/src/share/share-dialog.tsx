import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Input,
  toast,
} from "@encore/ui";
import { useMutation } from "@tanstack/react-query";
import { CheckIcon, CopyIcon, DownloadIcon, ExternalLinkIcon, QrCodeIcon, Share2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { COPIED_INDICATOR_MS, qrFileName } from "./qr-file-name.ts";

/** What the server answers when a setlist or a repertoire is made public. */
export interface ShareLink {
  readonly shareUrl: string;
  /** A PNG data URL of the QR code for shareUrl. */
  readonly qrCode: string;
}

export interface ShareDialogProps {
  /** What is being shared; null keeps the dialog closed. */
  readonly shared: { readonly id: number; readonly name: string } | null;
  readonly onOpenChange: (open: boolean) => void;
  /** Makes `shared` public and answers its link and QR code. */
  readonly createLink: (id: number) => Promise<ShareLink>;
  /** The kind of thing shared, in lower case ('setlist'): for the share text and the QR image. */
  readonly noun: string;
  /** The dialog's title, e.g. 'Share Setlist'. */
  readonly title: string;
  /** The line above the Generate button. */
  readonly intro: string;
  /** The line under the link, once made. */
  readonly notice: string;
}

/**
 * Spec §2 'Share dialog': generate a link, then the QR image, the read-only link with copy (2 s
 * copied state), native share (falling back to copy), open in a new tab and Download QR Code.
 * Closing clears it.
 */
export function ShareDialog({
  shared,
  onOpenChange,
  createLink,
  noun,
  title,
  intro,
  notice,
}: ShareDialogProps) {
  const open = shared !== null;
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const share = useMutation({
    mutationFn: (id: number) => createLink(id),
    onError: (error) => {
      toast({
        title: "Share Failed",
        description:
          error instanceof Error && error.message ? error.message : "Failed to generate shareable link.",
        variant: "destructive",
      });
    },
  });
  const link = share.data;

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const close = (next: boolean) => {
    if (!next) {
      share.reset();
      setCopied(false);
      clearTimeout(copiedTimer.current);
    }
    onOpenChange(next);
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.shareUrl);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
      toast({ title: "Copied!", description: "Share link copied to clipboard.", variant: "success" });
    } catch {
      toast({ title: "Copy failed", description: "Please copy the link manually.", variant: "destructive" });
    }
  };

  const nativeShare = async () => {
    if (!link || !shared) return;
    const data = { title: shared.name, text: `${shared.name} — ${noun} on Encore`, url: link.shareUrl };
    if (typeof navigator.share === "function" && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy();
  };

  const downloadQr = () => {
    if (!link || !shared) return;
    const anchor = document.createElement("a");
    anchor.href = link.qrCode;
    anchor.download = qrFileName(shared.name, noun);
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    toast({
      title: "QR Code Downloaded",
      description: "Print it or put it on the stage.",
      variant: "success",
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{shared?.name}</DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="grid gap-4">
            <img
              src={link.qrCode}
              alt={`QR code for ${shared?.name ?? `the ${noun}`}`}
              className="mx-auto size-52 rounded-lg bg-white p-2"
            />
            <div className="flex gap-2">
              <Input
                readOnly
                value={link.shareUrl}
                aria-label="Share link"
                onFocus={(e) => e.target.select()}
              />
              <Button
                variant="outline"
                size="icon"
                onClick={copy}
                aria-label={copied ? "Copied" : "Copy link"}
              >
                {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" onClick={nativeShare}>
                <Share2Icon aria-hidden="true" />
                Share
              </Button>
              <Button variant="secondary" asChild>
                <a href={link.shareUrl} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  Open in New Tab
                </a>
              </Button>
              <Button variant="secondary" className="col-span-2" onClick={downloadQr}>
                <DownloadIcon aria-hidden="true" />
                Download QR Code
              </Button>
            </div>
            <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">{notice}</p>
          </div>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-muted-foreground">{intro}</p>
            <Button
              onClick={() => shared && share.mutate(shared.id)}
              loading={share.isPending}
              disabled={!shared}
            >
              <QrCodeIcon aria-hidden="true" />
              {share.isPending ? "Generating..." : "Generate Share Link"}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
