// How Node runs the server, for `npm start` and the benchmarks alike. A larger young generation: a busy
// server allocates a page of rows for every list call, and with the default the garbage collector ran
// several times as often (docs/decisions/0111-list-throughput.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];
