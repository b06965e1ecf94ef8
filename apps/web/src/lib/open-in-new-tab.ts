// Opens a document's signed PDF link in a new tab (the quotation and invoice previews), explaining a
// blocked popup with the alert of docs/reference/web.md 'Messages' (window.open answers null then).
export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the popup. Please allow popups for this site and try again.';

export function openInNewTab(link: string): void {
  const opened = window.open(link, '_blank');
  if (!opened) {
    window.alert(POPUP_BLOCKED_MESSAGE);
    return;
  }
  // The PDF tab gets no handle back on this page.
  opened.opener = null;
}
