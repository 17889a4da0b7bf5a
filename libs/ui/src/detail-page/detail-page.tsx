import { Button, MessageState } from "@encore/ui";
import { ArrowLeftIcon, FileDownIcon, MusicIcon, QrCodeIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The link above a page's title back to the list it came from. */
export function BackLink({ to, children }: { readonly to: string; readonly children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" asChild className="-ml-2 mb-4">
      <Link to={to}>
        <ArrowLeftIcon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}

/** A page for one setlist or repertoire that is not there (or not the musician's): back to the list. */
export function DetailNotFound({
  listPath,
  listName,
  title,
  text,
}: {
  /** Where the list lives, e.g. '/saved-setlists'. */
  readonly listPath: string;
  /** The list's name, e.g. 'Saved Setlists': the back link and 'Back to …'. */
  readonly listName: string;
  readonly title: string;
  readonly text: string;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6">
      <BackLink to={listPath}>{listName}</BackLink>
      <MessageState
        icon={<SearchXIcon aria-hidden="true" />}
        title={title}
        text={text}
        action={
          <Button asChild>
            <Link to={listPath}>{`Back to ${listName}`}</Link>
          </Button>
        }
      />
    </div>
  );
}

/** The row of a setlist's or a repertoire's exports (spec §2): Spotify, Word and the share QR code. */
export function ExportActions({
  onSpotify,
  spotifyBusy,
  onDownload,
  downloadBusy,
  downloadLabel,
  onShare,
  shareDisabled = false,
}: {
  readonly onSpotify: () => void;
  readonly spotifyBusy: boolean;
  readonly onDownload: () => void;
  readonly downloadBusy: boolean;
  readonly downloadLabel: string;
  readonly onShare: () => void;
  readonly shareDisabled?: boolean;
}) {
  return (
    <div className="mb-6 grid grid-cols-1 gap-2 sm:grid-cols-3">
      <Button variant="outline" onClick={onSpotify} loading={spotifyBusy}>
        <MusicIcon aria-hidden="true" />
        Create Spotify Playlist
      </Button>
      <Button variant="outline" onClick={onDownload} loading={downloadBusy}>
        <FileDownIcon aria-hidden="true" />
        {downloadLabel}
      </Button>
      <Button variant="outline" onClick={onShare} disabled={shareDisabled}>
        <QrCodeIcon aria-hidden="true" />
        Share QR Code
      </Button>
    </div>
  );
}
