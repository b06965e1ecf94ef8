// The route fuzz, shard 2 of 4: the tests are in test/fuzz/fuzz-routes.ts, the shards in
// docs/decisions/0370-route-fuzz-in-shards.md.
import { fuzzRouteShard } from '../../test/fuzz/fuzz-routes';

await fuzzRouteShard(2, 4);
