// How Node runs the server, for `npm start` and the benchmarks alike.
// - A larger young generation: a busy server allocates a page of rows for every list call, and with the
//   default the garbage collector ran several times as often (docs/decisions/0111-list-throughput.md).
// - The old generation grows by half its live size before the next full collection, not by V8's own
//   factor (up to four times): under load V8 let some 60 MB of live objects grow to 250 MB of heap, and
//   the process past 400 MB (docs/decisions/0431-heap-growth.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=50'];
