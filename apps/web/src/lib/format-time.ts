// A moment (ISO-8601 UTC from the API) as people read it, in the browser's own time zone:
// '28 Nov 2026, 10:02'.
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatMoment(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : FORMAT.format(time);
}
