// Whether objects share one hidden class (V8's map): a request's objects that each take a class of their
// own are slow to read and leave their classes to the full collector
// (docs/decisions/0447-no-field-added-after-a-spread.md). Asked of V8 itself through its natives syntax,
// which is switched on here, for the one function compiled after it.
import v8 from 'node:v8';

v8.setFlagsFromString('--allow-natives-syntax');
// V8's %HaveSameMap is reachable only from source compiled after the flag: a function made from text.
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b);') as (a: object, b: object) => boolean;

/** How many distinct hidden classes the objects have (1 when they all share one). */
export function hiddenClassCount(objects: readonly object[]): number {
  const classes: object[] = [];
  for (const object of objects) {
    if (!classes.some((seen) => haveSameMap(seen, object))) classes.push(object);
  }
  return classes.length;
}
